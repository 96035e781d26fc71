import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute(({ api, query, headers }) =>
  api.GET('/operator/v1/quotes', { params: { query: query as never }, headers }),
);
