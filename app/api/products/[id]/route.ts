import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/products/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/products/{id}', { params: { path: { id: params.id! } }, headers }),
);
