import { requestOf } from '@/lib/bff/request-of';
import { ZCreateApprovalRuleRequest, ZListApprovalRulesQuery } from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/approval-rules', ({ api, query, headers }) =>
  api.GET('/api/v1/approval-rules', {
    params: { query: requestOf(ZListApprovalRulesQuery, query) },
    headers,
  }),
);

export const POST = companyRoute('POST /api/approval-rules', ({ api, body, headers }) =>
  api.POST('/api/v1/approval-rules', {
    body: requestOf(ZCreateApprovalRuleRequest, body),
    headers,
  }),
);
