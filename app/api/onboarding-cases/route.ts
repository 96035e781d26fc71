import { requestOf } from '@/lib/bff/request-of';
import { ZListOnboardingCasesQuery } from '@/lib/contract/onboarding';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/onboarding-cases', ({ api, query, headers }) =>
  api.GET('/api/v1/onboarding-cases', { params: { query: requestOf(ZListOnboardingCasesQuery, query) }, headers }),
);
