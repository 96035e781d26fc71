import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/quotes/[id]/comments', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/quotes/{id}/comments', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
