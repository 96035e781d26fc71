import { requestOf } from '@/lib/bff/request-of';
import { ZActionTrackingRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/device-actions/[id]/tracking', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/device-actions/{id}/tracking', {
    params: { path: { id: params.id! } },
    body: requestOf(ZActionTrackingRequest, body),
    headers,
  }),
);
