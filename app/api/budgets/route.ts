import { requestOf } from '@/lib/bff/request-of';
import { ZCreateBudgetRequest, ZListBudgetsQuery } from '@/lib/contract/budgets';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/budgets', ({ api, query, headers }) =>
  api.GET('/api/v1/budgets', { params: { query: requestOf(ZListBudgetsQuery, query) }, headers }),
);

export const POST = companyRoute('POST /api/budgets', ({ api, body, headers }) =>
  api.POST('/api/v1/budgets', { body: requestOf(ZCreateBudgetRequest, body), headers }),
);
