import { requestOf } from '@/lib/bff/request-of';
import { ZBudgetAtQuery, ZUpdateBudgetRequest } from '@/lib/contract/budgets';
import { companyRoute } from '@/lib/bff/route';

export const GET = companyRoute('GET /api/budgets/[id]', ({ api, params, query, headers }) =>
  api.GET('/api/v1/budgets/{id}', {
    params: { path: { id: params.id! }, query: requestOf(ZBudgetAtQuery, query) },
    headers,
  }),
);

export const PATCH = companyRoute('PATCH /api/budgets/[id]', ({ api, params, body, headers }) =>
  api.PATCH('/api/v1/budgets/{id}', {
    params: { path: { id: params.id! } },
    body: requestOf(ZUpdateBudgetRequest, body),
    headers,
  }),
);

export const DELETE = companyRoute('DELETE /api/budgets/[id]', ({ api, params, headers }) =>
  api.DELETE('/api/v1/budgets/{id}', { params: { path: { id: params.id! } }, headers }),
);
