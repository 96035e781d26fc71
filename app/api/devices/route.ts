import { requestOf } from '@/lib/bff/request-of';
import { ZCreateDeviceRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

// Adds a device to the inventory.
export const POST = companyRoute('POST /api/devices', ({ api, body, headers }) =>
  api.POST('/api/v1/devices', { body: requestOf(ZCreateDeviceRequest, body), headers }),
);
