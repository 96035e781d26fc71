import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/quotes/[id]', ({ api, params, headers }) =>
  api.GET('/operator/v1/quotes/{id}', { params: { path: { id: params.id! } }, headers }),
);
