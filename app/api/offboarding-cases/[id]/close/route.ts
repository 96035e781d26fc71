import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/offboarding-cases/[id]/close', ({ api, params, headers }) =>
  api.POST('/api/v1/offboarding-cases/{id}/close', { params: { path: { id: params.id! } }, headers }),
);
