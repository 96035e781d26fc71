import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/device-actions', ({ api, query, headers }) => api.GET('/api/v1/device-actions', { params: { query: query as never }, headers }));

// A device action for a device in the inventory.
export const POST = companyRoute('POST /api/device-actions', ({ api, body, headers }) => api.POST('/api/v1/device-actions', { body: body as never, headers }));
