import { requestOf } from '@/lib/bff/request-of';
import { ZCreateWebhookRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/webhooks', ({ api, headers }) => api.GET('/api/v1/webhooks', { headers }));

export const POST = companyRoute('POST /api/webhooks', ({ api, body, headers }) =>
  api.POST('/api/v1/webhooks', { body: requestOf(ZCreateWebhookRequest, body), headers }),
);
