import { requestOf } from '@/lib/bff/request-of';
import { ZCreateCompanyRequest, ZListCompaniesQuery } from '@/lib/contract';
import { operatorRoute } from '@/lib/bff/route';

export const GET = operatorRoute('GET /api/operator/companies', ({ api, query, headers }) =>
  api.GET('/operator/v1/companies', { params: { query: requestOf(ZListCompaniesQuery, query) }, headers }),
);

export const POST = operatorRoute('POST /api/operator/companies', ({ api, body, headers }) =>
  api.POST('/operator/v1/companies', { body: requestOf(ZCreateCompanyRequest, body), headers }),
);
