import { requestOf } from '@/lib/bff/request-of';
import { ZEffectiveFxRatesQuery } from '@/lib/contract/fx-rates';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/fx-rates/effective', ({ api, query, headers }) =>
  api.GET('/operator/v1/fx-rates/effective', {
    params: { query: requestOf(ZEffectiveFxRatesQuery, query) },
    headers,
  }),
);
