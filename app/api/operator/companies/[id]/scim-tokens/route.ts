import { requestOf } from '@/lib/bff/request-of';
import { ZCreateScimTokenRequest } from '@/lib/contract/scim-tokens';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies/[id]/scim-tokens', ({ api, params, headers }) =>
  api.GET('/operator/v1/companies/{id}/scim-tokens', { params: { path: { id: params.id! } }, headers }),
);

export const POST = operatorRoute('POST /api/operator/companies/[id]/scim-tokens', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/companies/{id}/scim-tokens', {
    params: { path: { id: params.id! } },
    body: requestOf(ZCreateScimTokenRequest, body),
    headers,
  }),
);
