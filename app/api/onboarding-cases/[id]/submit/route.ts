import { requestOf } from '@/lib/bff/request-of';
import { ZSubmitOnboardingRequest } from '@/lib/contract/onboarding';
import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/onboarding-cases/[id]/submit', ({ api, params, body, headers, user }) =>
  api.POST('/api/v1/onboarding-cases/{id}/submit', {
    params: { path: { id: params.id! } },
    // The signed-in IT staff member asks for the quote, unless the form names someone else.
    body: { requester_email: user.email, ...requestOf(ZSubmitOnboardingRequest, body) },
    headers,
  }),
);
