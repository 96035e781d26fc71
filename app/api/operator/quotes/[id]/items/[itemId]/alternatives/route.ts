import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute(({ api, params, body, headers }) =>
  api.POST('/operator/v1/quotes/{id}/items/{itemId}/alternatives', { params: { path: { id: params.id!, itemId: params.itemId! } }, body: body as never, headers }),
);
