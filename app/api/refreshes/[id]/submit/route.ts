import { requestOf } from '@/lib/bff/request-of';
import { ZSubmitRefreshRequest } from '@/lib/contract/refreshes';
import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/refreshes/[id]/submit', ({ api, params, body, headers, user }) =>
  api.POST('/api/v1/refreshes/{id}/submit', {
    params: { path: { id: params.id! } },
    // The signed-in IT staff member asks for the quote.
    body: { requester_email: user.email, ...requestOf(ZSubmitRefreshRequest, body) },
    headers,
  }),
);
