import { companyRoute } from '@/lib/bff/route';

// A device action for a device outside the inventory.
export const POST = companyRoute('write', ({ api, body, headers }) => api.POST('/api/v1/device-actions/external', { body: body as never, headers }));
