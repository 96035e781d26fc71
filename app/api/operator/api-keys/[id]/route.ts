import { operatorRoute } from '@/lib/bff/route';

export const DELETE = operatorRoute(({ api, params, headers }) =>
  api.DELETE('/operator/v1/api-keys/{id}', { params: { path: { id: params.id! } }, headers }),
);
