import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateInventorySettingsRequest } from '@/lib/contract/inventory-settings';
import { companyRoute } from '@/lib/bff/route';

// Where a Store goes unless told otherwise: the device-action wizard and offboarding start from it.
export const GET = companyRoute('GET /api/inventory-settings', ({ api, headers }) =>
  api.GET('/api/v1/inventory-settings', { headers }),
);

export const PATCH = companyRoute('PATCH /api/inventory-settings', ({ api, body, headers }) =>
  api.PATCH('/api/v1/inventory-settings', { body: requestOf(ZUpdateInventorySettingsRequest, body), headers }),
);
