import { requestOf } from '@/lib/bff/request-of';
import { ZPriceItemRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const PUT = operatorRoute(
  'PUT /api/operator/quotes/[id]/items/[itemId]/price',
  ({ api, params, body, headers }) =>
    api.PUT('/operator/v1/quotes/{id}/items/{itemId}/price', {
      params: { path: { id: params.id!, itemId: params.itemId! } },
      body: requestOf(ZPriceItemRequest, body),
      headers,
    }),
);
