import { requestOf } from '@/lib/bff/request-of';
import { ZCancelActionRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/device-actions/[id]/cancel', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/device-actions/{id}/cancel', {
    params: { path: { id: params.id! } },
    body: requestOf(ZCancelActionRequest, body),
    headers,
  }),
);
