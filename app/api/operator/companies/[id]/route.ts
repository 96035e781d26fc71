import { operatorRoute } from '@/lib/bff/route';

export const PATCH = operatorRoute(({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/companies/{id}', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
