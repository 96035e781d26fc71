'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { BudgetFigures } from '@/components/budgets/budget-figures';
import { periodLabel } from '@/components/budgets/periods';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { formatMoney } from '@/lib/money';
import { orderBudgetsByRemaining } from '@/lib/overview/budgets';
import { budgetQueries } from '@/lib/queries/budgets';
import { OverviewSection } from './overview-section';

/**
 * The company's budgets in the period that contains `today` (worked out on the server), with the Budgets page's
 * figures from the same query: committed, spent, remaining and awaiting approval, the least left first.
 */
export function BudgetsNow({ today }: { today: string }) {
  const budgets = useQuery(budgetQueries.list(today));
  return (
    <OverviewSection id="budgets-now" title="Budgets this period" link={{ href: '/budgets', label: 'Budgets page' }}>
      {budgets.isPending ? (
        <TableSkeleton columns={4} rows={3} />
      ) : budgets.isError ? (
        <ErrorMessage error={budgets.error} onRetry={() => void budgets.refetch()} />
      ) : budgets.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
          The company has no budgets yet; IT staff set them up on the Budgets page.
        </p>
      ) : (
        <ul aria-label="Budgets, the least left first" className="grid gap-4 xl:grid-cols-2">
          {orderBudgetsByRemaining(budgets.data).map((budget) => {
            const title = budget.department ?? 'Company-wide';
            return (
              <li
                key={budget.id}
                className="rounded-lg border border-line bg-raised p-4 shadow-sm"
                data-testid="overview-budget"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold break-words">
                      <Link
                        href={`/budgets?period=${budget.period}&at=${budget.figures.period_start}`}
                        className="hover:text-accent hover:underline"
                      >
                        {title}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted">
                      {periodLabel(budget.period, budget.figures.period_start)} ·{' '}
                      {formatMoney(budget.amount, budget.currency)} a {budget.period}
                    </p>
                  </div>
                  {budget.figures.over_budget ? (
                    <span className="rounded-full border border-danger-line bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
                      Over budget by {formatMoney(budget.figures.committed - budget.amount, budget.currency)}
                    </span>
                  ) : null}
                </div>
                <BudgetFigures budget={budget} />
              </li>
            );
          })}
        </ul>
      )}
    </OverviewSection>
  );
}
