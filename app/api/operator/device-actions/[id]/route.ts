import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/device-actions/[id]', ({ api, params, query, headers }) =>
  api.GET('/operator/v1/device-actions/{id}', { params: { path: { id: params.id! }, query: query as never }, headers }),
);
