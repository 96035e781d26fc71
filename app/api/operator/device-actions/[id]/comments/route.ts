import { requestOf } from '@/lib/bff/request-of';
import { ZActionCommentRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/device-actions/[id]/comments', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/device-actions/{id}/comments', {
    params: { path: { id: params.id! } },
    body: requestOf(ZActionCommentRequest, body),
    headers,
  }),
);
