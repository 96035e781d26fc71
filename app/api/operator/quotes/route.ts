import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/quotes', ({ api, query, headers }) =>
  api.GET('/operator/v1/quotes', { params: { query: query as never }, headers }),
);
