import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateQuoteItemRequest } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

// Accept or reject an item or one of its alternatives: IT staff and managers.
export const PATCH = companyRoute('PATCH /api/quotes/[id]/items/[itemId]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/quotes/{id}/items/{itemId}', {
    params: { path: { id: params.id!, itemId: params.itemId! } },
    body: requestOf(ZUpdateQuoteItemRequest, body),
    headers,
  }),
);
