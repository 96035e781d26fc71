import { companyRoute } from '@/lib/bff/route';

// Accept or reject an item or one of its alternatives: IT staff and managers.
export const PATCH = companyRoute('decide_quote_items', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/quotes/{id}/items/{itemId}', { params: { path: { id: params.id!, itemId: params.itemId! } }, body: body as never, headers }),
);
