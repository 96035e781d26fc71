import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('read', ({ api, headers }) => api.GET('/api/v1/webhooks', { headers }));

export const POST = companyRoute('write', ({ api, body, headers }) => api.POST('/api/v1/webhooks', { body: body as never, headers }));
