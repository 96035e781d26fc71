import { operatorRoute } from '@/lib/bff/route';

export const DELETE = operatorRoute('DELETE /api/operator/scim-tokens/[id]', ({ api, params, headers }) =>
  api.DELETE('/operator/v1/scim-tokens/{id}', { params: { path: { id: params.id! } }, headers }),
);
