import { requestOf } from '@/lib/bff/request-of';
import { ZListEmployeesQuery } from '@/lib/contract';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/employees', ({ api, query, headers }) =>
  api.GET('/api/v1/employees', { params: { query: requestOf(ZListEmployeesQuery, query) }, headers }),
);
