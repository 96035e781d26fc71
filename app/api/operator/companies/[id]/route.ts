import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute(({ api, params, headers }) => api.GET('/operator/v1/companies/{id}', { params: { path: { id: params.id! } }, headers }));

export const PATCH = operatorRoute(({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/companies/{id}', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
