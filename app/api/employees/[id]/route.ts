import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/employees/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/employees/{id}', { params: { path: { id: params.id! } }, headers }),
);
