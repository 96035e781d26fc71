import { requestOf } from '@/lib/bff/request-of';
import { ZCreateExternalDeviceActionRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

// A device action for a device outside the inventory.
export const POST = companyRoute('POST /api/device-actions/external', ({ api, body, headers }) =>
  api.POST('/api/v1/device-actions/external', { body: requestOf(ZCreateExternalDeviceActionRequest, body), headers }),
);
