import { requestOf } from '@/lib/bff/request-of';
import {
  ZCreateApprovalRuleRequest,
  ZListApprovalRulesQuery,
  type TCreateApprovalRuleRequest,
} from '@/lib/contract/approvals';
import { companyRoute } from '@/lib/bff/route';

// The OpenAPI document lists the defaulted fields of a named request schema (`active`, `currency`, …) as required,
// so the typed client wants the contract's output type; the API fills in what the browser left out.

export const GET = companyRoute('GET /api/approval-rules', ({ api, query, headers }) =>
  api.GET('/api/v1/approval-rules', {
    params: { query: requestOf(ZListApprovalRulesQuery, query) },
    headers,
  }),
);

export const POST = companyRoute('POST /api/approval-rules', ({ api, body, headers }) =>
  api.POST('/api/v1/approval-rules', {
    body: requestOf(ZCreateApprovalRuleRequest, body) as TCreateApprovalRuleRequest,
    headers,
  }),
);
