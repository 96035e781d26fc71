import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/products', ({ api, query, headers }) => api.GET('/api/v1/products', { params: { query: query as never }, headers }));
