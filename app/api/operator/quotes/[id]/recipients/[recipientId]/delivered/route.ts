import { requestOf } from '@/lib/bff/request-of';
import { ZMarkDeliveredRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute(
  'POST /api/operator/quotes/[id]/recipients/[recipientId]/delivered',
  ({ api, params, body, headers }) =>
    api.POST('/operator/v1/quotes/{id}/recipients/{recipientId}/delivered', {
      params: { path: { id: params.id!, recipientId: params.recipientId! } },
      body: requestOf(ZMarkDeliveredRequest, body) ?? null,
      headers,
    }),
);
