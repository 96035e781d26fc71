import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/webhooks/[id]/test', ({ api, params, headers }) =>
  api.POST('/api/v1/webhooks/{id}/test', { params: { path: { id: params.id! } }, headers }),
);
