import { requestOf } from '@/lib/bff/request-of';
import { ZListFxRatesQuery } from '@/lib/contract/fx-rates';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/fx-rates', ({ api, query, headers }) =>
  api.GET('/operator/v1/fx-rates', { params: { query: requestOf(ZListFxRatesQuery, query) }, headers }),
);
