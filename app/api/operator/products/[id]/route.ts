import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/products/[id]', ({ api, params, query, headers }) =>
  api.GET('/operator/v1/products/{id}', { params: { path: { id: params.id! }, query: query as never }, headers }),
);

export const PATCH = operatorRoute('PATCH /api/operator/products/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/products/{id}', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
