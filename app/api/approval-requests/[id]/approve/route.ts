import { requestOf } from '@/lib/bff/request-of';
import { ZApproveRequest } from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

// The API checks that the signed-in user (named in the Loadout-Actor-* headers) may decide the pending step.
export const POST = companyRoute('POST /api/approval-requests/[id]/approve', ({ api, params, body, headers }) =>
  api.POST('/api/v1/approval-requests/{id}/approve', {
    params: { path: { id: params.id! } },
    body: requestOf(ZApproveRequest, body ?? {}),
    headers,
  }),
);
