'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { StatusBadge } from '@/components/ui/status-badge';
import { TableSkeleton } from '@/components/ui/resource-table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { BUDGET_PERIODS, type TBudget, type TBudgetPeriod } from '@/lib/contract/budgets';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { bffCall } from '@/lib/queries/bff-call';
import { budgetQueries } from '@/lib/queries/budgets';
import { BudgetFigures } from './budget-figures';
import { BudgetForm } from './budget-form';
import { periodLabel, shiftDay } from './periods';

const VIEW_LABELS: Record<TBudgetPeriod, string> = { month: 'Month', quarter: 'Quarter', year: 'Year' };
const hrefOf = (period: TBudgetPeriod, at: string) => `/budgets?period=${period}&at=${at}`;

/**
 * The company's budgets of one period length, each as a bar of committed and spent against its amount in the period
 * that contains `at`, with a switcher to the previous and next period and a drill-down to the quotes behind it.
 */
export function BudgetBoard({ period, at, canWrite }: { period: TBudgetPeriod; at: string; canWrite: boolean }) {
  const budgets = useQuery(budgetQueries.list(at));
  const [isCreating, setIsCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TBudget | null>(null);
  const remove = useBffMutation({
    call: (budget: TBudget) => bffCall<void>('DELETE /api/budgets/[id]', { params: { id: budget.id } }),
    invalidates: [budgetQueries.root],
    success: (_result, budget) => `“${budget.name}” was deleted.`,
    onSuccess: () => setDeleting(null),
  });
  const start = shiftDay(period, at, 0);
  const shown = (budgets.data ?? [])
    .filter((budget) => budget.period === period)
    .sort(
      (a, b) =>
        Number(a.department === null) - Number(b.department === null) ||
        (a.department ?? a.name).localeCompare(b.department ?? b.name),
    );
  const others = BUDGET_PERIODS.filter((other) => other !== period)
    .map((other) => [other, (budgets.data ?? []).filter((budget) => budget.period === other).length] as const)
    .filter(([, count]) => count > 0);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Period length" className="flex flex-wrap gap-1 rounded-md border border-line bg-raised p-1">
          {BUDGET_PERIODS.map((option) => (
            <Link
              key={option}
              href={hrefOf(option, at)}
              aria-current={option === period ? 'page' : undefined}
              className={`rounded px-3 py-1.5 text-sm font-medium ${option === period ? 'bg-accent-soft text-fg' : 'text-muted hover:text-fg'}`}
            >
              {VIEW_LABELS[option]}
            </Link>
          ))}
        </nav>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={hrefOf(period, shiftDay(period, at, -1))}
            className={buttonClass('secondary')}
            aria-label={`Previous ${period}`}
          >
            ← Previous
          </Link>
          <p className="min-w-32 text-center text-base font-semibold" aria-live="polite" data-testid="budget-period">
            {periodLabel(period, start)}
          </p>
          <Link
            href={hrefOf(period, shiftDay(period, at, 1))}
            className={buttonClass('secondary')}
            aria-label={`Next ${period}`}
          >
            Next →
          </Link>
        </div>
        {canWrite && !isCreating ? <Button onClick={() => setIsCreating(true)}>New budget</Button> : null}
      </div>
      {isCreating ? (
        <div className="mb-6">
          <BudgetForm onDone={() => setIsCreating(false)} />
        </div>
      ) : null}
      {budgets.isPending ? (
        <TableSkeleton columns={3} rows={3} />
      ) : budgets.isError ? (
        <ErrorMessage error={budgets.error} onRetry={() => void budgets.refetch()} />
      ) : shown.length === 0 ? (
        <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-sm text-muted">
          <p>
            No {period === 'month' ? 'monthly' : `${period}ly`} budgets yet.{' '}
            {canWrite ? 'Create one with “New budget”.' : 'IT staff set them up.'}
          </p>
          {others.length ? (
            <p className="mt-2">
              There {others.reduce((sum, [, count]) => sum + count, 0) === 1 ? 'is' : 'are'}{' '}
              {others.map(([other, count], index) => (
                <span key={other}>
                  {index ? ' and ' : ''}
                  <Link href={hrefOf(other, at)}>
                    {count} {other === 'month' ? 'monthly' : `${other}ly`}
                  </Link>
                </span>
              ))}
              .
            </p>
          ) : null}
        </div>
      ) : (
        <ul aria-label={`Budgets for ${periodLabel(period, start)}`} className="space-y-4">
          {shown.map((budget) =>
            editing === budget.id ? (
              <li key={budget.id}>
                <BudgetForm budget={budget} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <BudgetRow
                key={budget.id}
                budget={budget}
                at={at}
                canWrite={canWrite}
                onEdit={() => setEditing(budget.id)}
                onDelete={() => setDeleting(budget)}
              />
            ),
          )}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.name ?? ''}”?`}
        confirmLabel="Delete budget"
        confirmVariant="danger"
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      >
        The quotes stay as they are; only the budget and its figures go.
      </ConfirmDialog>
    </>
  );
}

function BudgetRow({
  budget,
  at,
  canWrite,
  onEdit,
  onDelete,
}: {
  budget: TBudget;
  at: string;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { figures, currency, amount } = budget;
  const money = (value: number) => formatMoney(value, currency);
  const title = budget.department ?? 'Company-wide';
  return (
    <li
      className="rounded-lg border border-line bg-raised p-4 shadow-sm sm:p-5"
      aria-labelledby={`${id}-title`}
      data-testid="budget-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold break-words">
            {title}
          </h2>
          <p className="text-sm text-muted">
            {budget.name} · {money(amount)} a {budget.period}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {figures.over_budget ? (
            <span className="rounded-full border border-danger-line bg-danger-soft px-2.5 py-0.5 text-xs font-semibold text-danger">
              Over budget by {money(figures.committed - amount)}
            </span>
          ) : null}
          {canWrite ? (
            <>
              <Button variant="secondary" aria-label={`Edit “${budget.name}”`} onClick={onEdit}>
                Edit
              </Button>
              <Button variant="ghost" aria-label={`Delete “${budget.name}”`} onClick={onDelete}>
                Delete
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <BudgetFigures budget={budget} />
      <div className="mt-3">
        <button
          type="button"
          className="text-sm font-medium text-accent underline-offset-2 hover:underline"
          aria-expanded={isOpen}
          aria-controls={`${id}-quotes`}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Hide the quotes' : 'Show the quotes'}
          <span className="sr-only"> of {title}</span>
        </button>
        {isOpen ? (
          <div id={`${id}-quotes`} className="mt-3">
            <Commitments budget={budget} at={at} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** The quotes that committed or spent the budget's money in the period. */
function Commitments({ budget, at }: { budget: TBudget; at: string }) {
  const commitments = useQuery(budgetQueries.commitments(budget.id, at));
  if (commitments.isPending) return <p className="text-sm text-muted">Loading the quotes…</p>;
  if (commitments.isError) return <ErrorMessage error={commitments.error} onRetry={() => void commitments.refetch()} />;
  if (commitments.data.data.length === 0)
    return <p className="text-sm text-muted">No quote committed or spent money of this budget in this period.</p>;
  const money = (value: number) => formatMoney(value, budget.currency);
  return (
    <ul aria-label={`Quotes of ${budget.name}`} className="divide-y divide-line rounded-md border border-line">
      {commitments.data.data.map((row) => (
        <li key={row.quote_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/quotes/${row.quote_id}`} className="font-medium text-accent underline hover:text-fg">
              {row.number}
            </Link>
            <StatusBadge status={row.status} />
          </div>
          <p className="text-muted tabular-nums">
            Committed <span className="font-medium text-fg">{money(row.committed)}</span>
            {row.approved_at ? ` (${formatDate(row.approved_at)})` : ''} · Spent{' '}
            <span className="font-medium text-fg">{money(row.spent)}</span>
            {row.delivered_at ? ` (${formatDate(row.delivered_at)})` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
