import { requestOf } from '@/lib/bff/request-of';
import { ZClientCancelActionRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

// Cancels a device action that has not shipped; the API answers 409 once it has tracking.
export const POST = companyRoute('POST /api/device-actions/[id]/cancel', ({ api, params, body, headers }) =>
  api.POST('/api/v1/device-actions/{id}/cancel', {
    params: { path: { id: params.id! } },
    body: requestOf(ZClientCancelActionRequest, body) ?? null,
    headers,
  }),
);
