import { requestOf } from '@/lib/bff/request-of';
import { ZCreateLocationRequest, ZListLocationsQuery } from '@/lib/contract/locations';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/locations', ({ api, query, headers }) =>
  api.GET('/api/v1/locations', { params: { query: requestOf(ZListLocationsQuery, query) }, headers }),
);

export const POST = companyRoute('POST /api/locations', ({ api, body, headers }) =>
  api.POST('/api/v1/locations', { body: requestOf(ZCreateLocationRequest, body), headers }),
);
