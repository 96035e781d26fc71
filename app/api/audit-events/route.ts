import { requestOf } from '@/lib/bff/request-of';
import { ZListAuditEventsQuery } from '@/lib/contract/audit';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/audit-events', ({ api, query, headers }) =>
  api.GET('/api/v1/audit-events', { params: { query: requestOf(ZListAuditEventsQuery, query) }, headers }),
);
