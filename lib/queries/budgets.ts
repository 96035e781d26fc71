import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TBudget, TBudgetCommitment, TBudgetImpactInput, TBudgetImpactLine } from '@/lib/contract/budgets';
import type { TCurrencySettings } from '@/lib/contract/currency-settings';
import { bffCall } from './bff-call';
import type { ListPage } from './list';

/** Every page of the budgets list (a company has one per department and period length: a few dozen at most). */
async function allBudgets(client: QueryClient, at: string | undefined): Promise<TBudget[]> {
  const rows: TBudget[] = [];
  let cursor: string | undefined;
  do {
    const page: ListPage<TBudget> = await bffCall<ListPage<TBudget>>('GET /api/budgets', {
      query: { limit: '100', cursor, at },
      client,
    });
    rows.push(...page.data);
    cursor = page.meta.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}

// The company's budgets with their figures for the period containing `at` (a day; undefined: today), the quotes behind
// one budget's figures, and what a quote's lines would leave. Mutations invalidate `root`.
export const budgetQueries = {
  root: ['budgets'] as const,
  list: (at?: string) =>
    queryOptions({
      queryKey: [...budgetQueries.root, 'list', at ?? 'today'],
      queryFn: ({ client }) => allBudgets(client, at),
    }),
  /** The company's reporting currency, under the budgets root: a change moves every budget's figures. */
  currencySettings: () =>
    queryOptions({
      queryKey: [...budgetQueries.root, 'currency-settings'],
      queryFn: ({ client }) =>
        bffCall<{ data: TCurrencySettings }>('GET /api/currency-settings', { client }).then((body) => body.data),
    }),
  commitments: (id: string, at?: string) =>
    queryOptions({
      queryKey: [...budgetQueries.root, 'commitments', id, at ?? 'today'],
      queryFn: ({ client }) =>
        bffCall<ListPage<TBudgetCommitment>>('GET /api/budgets/[id]/commitments', {
          params: { id },
          query: { limit: '100', at },
          client,
        }),
    }),
  impact: (input: TBudgetImpactInput) =>
    queryOptions({
      queryKey: [...budgetQueries.root, 'impact', input],
      queryFn: ({ client }) =>
        bffCall<{ data: TBudgetImpactLine[] }>('POST /api/budgets/impact', { body: input, client }).then(
          (body) => body.data,
        ),
    }),
};
