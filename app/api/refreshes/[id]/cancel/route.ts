import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/refreshes/[id]/cancel', ({ api, params, headers }) =>
  api.POST('/api/v1/refreshes/{id}/cancel', { params: { path: { id: params.id! } }, headers }),
);
