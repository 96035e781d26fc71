import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute(({ api, params, body, headers }) =>
  api.POST('/operator/v1/quotes/{id}/comments', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
