import { requestOf } from '@/lib/bff/request-of';
import { ZAddAlternativeRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute(
  'POST /api/operator/quotes/[id]/items/[itemId]/alternatives',
  ({ api, params, body, headers }) =>
    api.POST('/operator/v1/quotes/{id}/items/{itemId}/alternatives', {
      params: { path: { id: params.id!, itemId: params.itemId! } },
      body: requestOf(ZAddAlternativeRequest, body),
      headers,
    }),
);
