import { companyRoute } from '@/lib/bff/route';

export const DELETE = companyRoute('DELETE /api/scim-tokens/[id]', ({ api, params, headers }) =>
  api.DELETE('/api/v1/scim-tokens/{id}', { params: { path: { id: params.id! } }, headers }),
);
