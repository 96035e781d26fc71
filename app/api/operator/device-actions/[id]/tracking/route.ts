import { operatorRoute } from '@/lib/bff/route';

export const POST = operatorRoute('POST /api/operator/device-actions/[id]/tracking', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/device-actions/{id}/tracking', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
