import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/kits', ({ api, query, headers }) => api.GET('/api/v1/kits', { params: { query: query as never }, headers }));
