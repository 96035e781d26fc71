import { requestOf } from '@/lib/bff/request-of';
import { ZActionRequiredRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/quotes/[id]/action-required', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/quotes/{id}/action-required', {
    params: { path: { id: params.id! } },
    body: requestOf(ZActionRequiredRequest, body),
    headers,
  }),
);

export const DELETE = operatorRoute('DELETE /api/operator/quotes/[id]/action-required', ({ api, params, headers }) =>
  api.DELETE('/operator/v1/quotes/{id}/action-required', { params: { path: { id: params.id! } }, headers }),
);
