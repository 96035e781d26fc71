import { requestOf } from '@/lib/bff/request-of';
import { ZRecordErasureRequest } from '@/lib/contract/clearance';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/assets/[id]/erasure', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/assets/{id}/erasure', {
    params: { path: { id: params.id! } },
    body: requestOf(ZRecordErasureRequest, body),
    headers,
  }),
);
