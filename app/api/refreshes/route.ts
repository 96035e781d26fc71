import { requestOf } from '@/lib/bff/request-of';
import { ZCreateRefreshRequest, ZListRefreshesQuery } from '@/lib/contract/refreshes';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/refreshes', ({ api, query, headers }) =>
  api.GET('/api/v1/refreshes', { params: { query: requestOf(ZListRefreshesQuery, query) }, headers }),
);

// Starts the refresh of a device: a draft from its holder's policy.
export const POST = companyRoute('POST /api/refreshes', ({ api, body, headers }) =>
  api.POST('/api/v1/refreshes', { body: requestOf(ZCreateRefreshRequest, body), headers }),
);
