import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/quotes', ({ api, query, headers }) => api.GET('/api/v1/quotes', { params: { query: query as never }, headers }));

export const POST = companyRoute('POST /api/quotes', ({ api, body, headers }) => api.POST('/api/v1/quotes', { body: body as never, headers }));
