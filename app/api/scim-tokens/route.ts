import { requestOf } from '@/lib/bff/request-of';
import { ZCreateOwnScimTokenRequest } from '@/lib/contract/scim-tokens';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/scim-tokens', ({ api, headers }) =>
  api.GET('/api/v1/scim-tokens', { headers }),
);

export const POST = companyRoute('POST /api/scim-tokens', ({ api, body, headers }) =>
  api.POST('/api/v1/scim-tokens', { body: requestOf(ZCreateOwnScimTokenRequest, body), headers }),
);
