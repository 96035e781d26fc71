import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('read', ({ api, query, headers }) => api.GET('/api/v1/kits', { params: { query: query as never }, headers }));
