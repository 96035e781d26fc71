import { requestOf } from '@/lib/bff/request-of';
import { ZListAssetsQuery } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/assets', ({ api, query, headers }) =>
  api.GET('/api/v1/assets', { params: { query: requestOf(ZListAssetsQuery, query) }, headers }),
);
