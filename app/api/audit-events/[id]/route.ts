import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/audit-events/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/audit-events/{id}', { params: { path: { id: params.id! } }, headers }),
);
