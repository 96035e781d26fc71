import { requestOf } from '@/lib/bff/request-of';
import { ZListApprovalRequestsQuery } from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

// Approval requests, oldest first. `mine=1` narrows to what the signed-in user may decide now (their inbox).
export const GET = companyRoute('GET /api/approval-requests', ({ api, query, user, headers }) => {
  const { mine, ...rest } = query;
  const filters = mine === '1' ? { ...rest, approver: user.email, approver_role: user.role } : rest;
  return api.GET('/api/v1/approval-requests', {
    params: { query: requestOf(ZListApprovalRequestsQuery, filters) },
    headers,
  });
});
