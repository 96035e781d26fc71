import { requestOf } from '@/lib/bff/request-of';
import { ZListKitsQuery } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/kits', ({ api, query, headers }) =>
  api.GET('/api/v1/kits', { params: { query: requestOf(ZListKitsQuery, query) }, headers }),
);
