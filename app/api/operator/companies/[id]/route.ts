import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateCompanyRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies/[id]', ({ api, params, headers }) =>
  api.GET('/operator/v1/companies/{id}', { params: { path: { id: params.id! } }, headers }),
);

export const PATCH = operatorRoute('PATCH /api/operator/companies/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/operator/v1/companies/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateCompanyRequest, body),
    headers,
  }),
);
