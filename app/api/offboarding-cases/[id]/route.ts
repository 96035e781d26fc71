import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/offboarding-cases/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/offboarding-cases/{id}', { params: { path: { id: params.id! } }, headers }),
);
