import { requestOf } from '@/lib/bff/request-of';
import { ZListRequestLogsQuery } from '@/lib/contract/request-logs';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/request-logs', ({ api, query, headers }) =>
  api.GET('/api/v1/request-logs', { params: { query: requestOf(ZListRequestLogsQuery, query) }, headers }),
);
