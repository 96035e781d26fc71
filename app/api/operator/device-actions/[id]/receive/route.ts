import { requestOf } from '@/lib/bff/request-of';
import { ZReceiveReturnRequest } from '@/lib/contract/device-actions';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/device-actions/[id]/receive', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/device-actions/{id}/receive', {
    params: { path: { id: params.id! } },
    body: requestOf(ZReceiveReturnRequest, body),
    headers,
  }),
);
