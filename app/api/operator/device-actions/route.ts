import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute(({ api, query, headers }) =>
  api.GET('/operator/v1/device-actions', { params: { query: query as never }, headers }),
);
