import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/device-actions/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/device-actions/{id}', { params: { path: { id: params.id! } }, headers }),
);
