import { companyRoute } from '@/lib/bff/route';

// Accept or reject an item or one of its alternatives: IT staff and managers.
export const PATCH = companyRoute('PATCH /api/quotes/[id]/items/[itemId]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/quotes/{id}/items/{itemId}', { params: { path: { id: params.id!, itemId: params.itemId! } }, body: body as never, headers }),
);
