import { requestOf } from '@/lib/bff/request-of';
import { ZListOffboardingCasesQuery } from '@/lib/contract/offboarding';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/offboarding-cases', ({ api, query, headers }) =>
  api.GET('/api/v1/offboarding-cases', { params: { query: requestOf(ZListOffboardingCasesQuery, query) }, headers }),
);
