import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/request-logs/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/request-logs/{id}', { params: { path: { id: params.id! } }, headers }),
);
