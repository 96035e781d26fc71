import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/kits/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/kits/{id}', { params: { path: { id: params.id! } }, headers }),
);
