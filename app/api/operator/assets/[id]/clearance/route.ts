import { requestOf } from '@/lib/bff/request-of';
import { ZClearAssetRequest } from '@/lib/contract/clearance';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/assets/[id]/clearance', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/assets/{id}/clearance', {
    params: { path: { id: params.id! } },
    body: requestOf(ZClearAssetRequest, body),
    headers,
  }),
);
