import { requestOf } from '@/lib/bff/request-of';
import { ZCreateDeviceActionRequest, ZListDeviceActionsQuery } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/device-actions', ({ api, query, headers }) =>
  api.GET('/api/v1/device-actions', { params: { query: requestOf(ZListDeviceActionsQuery, query) }, headers }),
);

// A device action for a device in the inventory.
export const POST = companyRoute('POST /api/device-actions', ({ api, body, headers }) =>
  api.POST('/api/v1/device-actions', { body: requestOf(ZCreateDeviceActionRequest, body), headers }),
);
