import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/onboarding-cases/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/onboarding-cases/{id}', { params: { path: { id: params.id! } }, headers }),
);
