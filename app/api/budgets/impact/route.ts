import { requestOf } from '@/lib/bff/request-of';
import { ZBudgetImpactRequest } from '@/lib/contract/budgets';
import { companyRoute } from '@/lib/bff/route';

// What a quote would leave of each budget (the quote page, the builder, the approval screen); nothing is saved.
export const POST = companyRoute('POST /api/budgets/impact', ({ api, body, headers }) =>
  api.POST('/api/v1/budgets/impact', { body: requestOf(ZBudgetImpactRequest, body), headers }),
);
