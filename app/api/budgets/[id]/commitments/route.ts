import { requestOf } from '@/lib/bff/request-of';
import { ZListBudgetCommitmentsQuery } from '@/lib/contract/budgets';
import { companyRoute } from '@/lib/bff/route';

// The drill-down of the Budgets page: the quotes behind a budget's figures in one period.
export const GET = companyRoute('GET /api/budgets/[id]/commitments', ({ api, params, query, headers }) =>
  api.GET('/api/v1/budgets/{id}/commitments', {
    params: { path: { id: params.id! }, query: requestOf(ZListBudgetCommitmentsQuery, query) },
    headers,
  }),
);
