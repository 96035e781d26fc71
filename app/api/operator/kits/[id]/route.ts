import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateKitRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const PATCH = operatorRoute('PATCH /api/operator/kits/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/kits/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateKitRequest, body),
    headers,
  }),
);

export const DELETE = operatorRoute('DELETE /api/operator/kits/[id]', ({ api, params, headers }) =>
  api.DELETE('/operator/v1/kits/{id}', { params: { path: { id: params.id! } }, headers }),
);
