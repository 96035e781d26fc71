import { requestOf } from '@/lib/bff/request-of';
import { ZDeclineRequest } from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

export const POST = companyRoute('POST /api/approval-requests/[id]/decline', ({ api, params, body, headers }) =>
  api.POST('/api/v1/approval-requests/{id}/decline', {
    params: { path: { id: params.id! } },
    body: requestOf(ZDeclineRequest, body),
    headers,
  }),
);
