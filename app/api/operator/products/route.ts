import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/products', ({ api, query, headers }) =>
  api.GET('/operator/v1/products', { params: { query: query as never }, headers }),
);

export const POST = operatorRoute('POST /api/operator/products', ({ api, body, headers }) => api.POST('/operator/v1/products', { body: body as never, headers }));
