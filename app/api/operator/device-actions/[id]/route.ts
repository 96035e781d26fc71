import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/device-actions/[id]', ({ api, params, headers }) =>
  api.GET('/operator/v1/device-actions/{id}', { params: { path: { id: params.id! } }, headers }),
);
