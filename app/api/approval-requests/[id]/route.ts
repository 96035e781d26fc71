import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/approval-requests/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/approval-requests/{id}', { params: { path: { id: params.id! } }, headers }),
);
