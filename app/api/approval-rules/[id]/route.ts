import { requestOf } from '@/lib/bff/request-of';
import { ZUpdateApprovalRuleRequest } from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/approval-rules/[id]', ({ api, params, headers }) =>
  api.GET('/api/v1/approval-rules/{id}', { params: { path: { id: params.id! } }, headers }),
);

// Edit the rule, switch it on or off (`active`), or move it (`position`).
export const PATCH = companyRoute('PATCH /api/approval-rules/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/approval-rules/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateApprovalRuleRequest, body),
    headers,
  }),
);

export const DELETE = companyRoute('DELETE /api/approval-rules/[id]', ({ api, params, headers }) =>
  api.DELETE('/api/v1/approval-rules/{id}', { params: { path: { id: params.id! } }, headers }),
);
