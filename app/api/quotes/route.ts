import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('read', ({ api, query, headers }) => api.GET('/api/v1/quotes', { params: { query: query as never }, headers }));

export const POST = companyRoute('write', ({ api, body, headers }) => api.POST('/api/v1/quotes', { body: body as never, headers }));
