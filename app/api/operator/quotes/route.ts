import { requestOf } from '@/lib/bff/request-of';
import { ZOperatorQuotesQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/quotes', ({ api, query, headers }) =>
  api.GET('/operator/v1/quotes', { params: { query: requestOf(ZOperatorQuotesQuery, query) }, headers }),
);
