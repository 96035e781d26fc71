import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateProductRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/products/[id]', ({ api, params, headers }) =>
  api.GET('/operator/v1/products/{id}', { params: { path: { id: params.id! } }, headers }),
);

export const PATCH = operatorRoute('PATCH /api/operator/products/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/products/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateProductRequest, body),
    headers,
  }),
);
