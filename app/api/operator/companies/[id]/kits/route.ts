import { requestOf } from '@/lib/bff/request-of';
import { ZCreateKitRequest, ZListCompanyKitsQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies/[id]/kits', ({ api, params, query, headers }) =>
  api.GET('/operator/v1/companies/{id}/kits', {
    params: { path: { id: params.id! }, query: requestOf(ZListCompanyKitsQuery, query) },
    headers,
  }),
);

export const POST = operatorRoute('POST /api/operator/companies/[id]/kits', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/companies/{id}/kits', {
    params: { path: { id: params.id! } },
    body: requestOf(ZCreateKitRequest, body),
    headers,
  }),
);
