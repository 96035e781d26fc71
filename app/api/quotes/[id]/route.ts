import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/quotes/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/quotes/{id}', { params: { path: { id: params.id! } }, headers }),
);
