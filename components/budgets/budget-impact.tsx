'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import type { TBudgetImpactLine } from '@/lib/contract/budgets';
import { formatMoney, roundMoney } from '@/lib/money';
import { budgetQueries } from '@/lib/queries/budgets';
import { periodLabel } from './periods';

/** One recipient's (or department's) part of a quote: an e-mail finds the department in the directory. */
export type BudgetImpactInputLine = { email?: string | null; department?: string | null; amount: number };

export type BudgetImpactProps = {
  /** The quote's currency: only budgets in it count. */
  currency: string;
  /** What the quote would commit, per recipient (e-mail and/or department, and amount). */
  lines: readonly BudgetImpactInputLine[];
  /** The section's heading; default "Budget impact". */
  title?: string;
};

/**
 * Each budget the lines count for, in its current period: what it has left, what this quote would take and what it
 * would leave, in red (and said in words) when that goes below zero. Reused on the quote page, in the builder and on
 * the approval screen.
 */
export function BudgetImpact({ currency, lines, title = 'Budget impact' }: BudgetImpactProps) {
  const id = useId();
  const input = {
    currency,
    lines: lines
      .filter((line) => Number.isFinite(line.amount) && line.amount >= 0)
      .map((line) => ({
        ...(line.email ? { email: line.email } : {}),
        ...(line.department ? { department: line.department } : {}),
        amount: roundMoney(line.amount, currency),
      })),
  };
  const settled = useSettled(input);
  const impact = useQuery({ ...budgetQueries.impact(settled), enabled: settled.lines.length > 0 });
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-line bg-raised p-4 shadow-sm">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {input.lines.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No prices yet: the impact shows once there are amounts.</p>
      ) : impact.isPending ? (
        <p className="mt-1 text-sm text-muted">Working out the budgets…</p>
      ) : impact.isError ? (
        <p className="mt-1 text-sm text-danger">The budgets could not be read: {impact.error.message}</p>
      ) : impact.data.length === 0 ? (
        <p className="mt-1 text-sm text-muted">
          No budget in {currency} covers these recipients.{' '}
          <Link href="/budgets" className="text-accent underline hover:text-fg">
            See the budgets
          </Link>
          .
        </p>
      ) : (
        <ImpactTable rows={impact.data} />
      )}
    </section>
  );
}

/** `value` once it has stayed the same (by its JSON) for 300 ms: typing in the builder asks the API once. */
function useSettled<T>(value: T): T {
  const json = JSON.stringify(value);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    if (json === settled) return;
    const timer = setTimeout(() => setSettled(json), 300);
    return () => clearTimeout(timer);
  }, [json, settled]);
  return JSON.parse(settled) as T;
}

function ImpactTable({ rows }: { rows: TBudgetImpactLine[] }) {
  return (
    <ul aria-label="Budgets this quote counts for" className="mt-3 divide-y divide-line">
      {rows.map((row) => (
        <li
          key={row.budget_id}
          className="grid gap-1 py-2 text-sm sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] sm:items-baseline"
          data-testid="budget-impact-row"
        >
          <div className="min-w-0">
            <p className="font-medium break-words">{row.name}</p>
            <p className="text-xs text-muted">
              {row.department ?? 'Company-wide'} · {periodLabel(row.period, row.period_start)}
            </p>
          </div>
          <p className="tabular-nums">
            <span className="text-muted sm:sr-only">Remaining: </span>
            {formatMoney(row.remaining, row.currency)}
            <span className="hidden text-xs text-muted sm:block">
              remaining of {formatMoney(row.amount, row.currency)}
            </span>
          </p>
          <p className="tabular-nums">
            <span className="text-muted sm:sr-only">This quote: </span>−{formatMoney(row.this_quote, row.currency)}
            <span className="hidden text-xs text-muted sm:block">this quote</span>
          </p>
          <p className={`tabular-nums font-medium ${row.over_budget ? 'text-danger' : ''}`}>
            <span className="font-normal text-muted sm:sr-only">Would leave: </span>
            {formatMoney(row.after, row.currency)}
            <span className={`block text-xs ${row.over_budget ? 'text-danger' : 'text-muted'}`}>
              {row.over_budget ? `over budget by ${formatMoney(-row.after, row.currency)}` : 'would be left'}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
