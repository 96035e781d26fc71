import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies/[id]/kits', ({ api, params, query, headers }) =>
  api.GET('/operator/v1/companies/{id}/kits', { params: { path: { id: params.id! }, query: query as never }, headers }),
);

export const POST = operatorRoute('POST /api/operator/companies/[id]/kits', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/companies/{id}/kits', { params: { path: { id: params.id! } }, body: body as never, headers }),
);
