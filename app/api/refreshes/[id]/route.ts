import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/refreshes/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/refreshes/{id}', { params: { path: { id: params.id! } }, headers }),
);
