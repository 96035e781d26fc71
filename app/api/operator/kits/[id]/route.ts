import { operatorRoute } from '@/lib/bff/route';

export const PATCH = operatorRoute('PATCH /api/operator/kits/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/kits/{id}', { params: { path: { id: params.id! } }, body: body as never, headers }),
);

export const DELETE = operatorRoute('DELETE /api/operator/kits/[id]', ({ api, params, headers }) =>
  api.DELETE('/operator/v1/kits/{id}', { params: { path: { id: params.id! } }, headers }),
);
