import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies', ({ api, query, headers }) =>
  api.GET('/operator/v1/companies', { params: { query: query as never }, headers }),
);

export const POST = operatorRoute('POST /api/operator/companies', ({ api, body, headers }) => api.POST('/operator/v1/companies', { body: body as never, headers }));
