import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateWebhookRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/webhooks/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/webhooks/{id}', { params: { path: { id: params.id! } }, headers }),
);

// Edit events, description, enabled; `rotate_secret: true` issues a new secret.
export const PATCH = companyRoute('PATCH /api/webhooks/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/webhooks/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateWebhookRequest, body),
    headers,
  }),
);

export const DELETE = companyRoute('DELETE /api/webhooks/[id]', ({ api, params, headers }) =>
  api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id: params.id! } }, headers }),
);
