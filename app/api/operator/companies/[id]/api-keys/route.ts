import { requestOf } from '@/lib/bff/request-of';
import { ZCreateApiKeyRequest } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies/[id]/api-keys', ({ api, params, headers }) =>
  api.GET('/operator/v1/companies/{id}/api-keys', { params: { path: { id: params.id! } }, headers }),
);

export const POST = operatorRoute('POST /api/operator/companies/[id]/api-keys', ({ api, params, body, headers }) =>
  api.POST('/operator/v1/companies/{id}/api-keys', {
    params: { path: { id: params.id! } },
    body: requestOf(ZCreateApiKeyRequest, body),
    headers,
  }),
);
