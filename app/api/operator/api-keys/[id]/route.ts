import { operatorRoute } from '@/lib/bff/route';

export const DELETE = operatorRoute('DELETE /api/operator/api-keys/[id]', ({ api, params, headers }) =>
  api.DELETE('/operator/v1/api-keys/{id}', { params: { path: { id: params.id! } }, headers }),
);
