import { requestOf } from '@/lib/bff/request-of';
import { ZCompleteActionRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/device-actions/[id]/complete', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/device-actions/{id}/complete', {
    params: { path: { id: params.id! } },
    body: requestOf(ZCompleteActionRequest, body),
    headers,
  }),
);
