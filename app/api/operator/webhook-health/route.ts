import { requestOf } from '@/lib/bff/request-of';
import { ZWebhookHealthQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/webhook-health', ({ api, query, headers }) =>
  api.GET('/operator/v1/webhook-health', { params: { query: requestOf(ZWebhookHealthQuery, query) }, headers }),
);
