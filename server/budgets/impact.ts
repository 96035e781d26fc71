import type { TBudgetImpactLine } from '@/lib/contract/budgets';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { sumMoney } from '@/lib/money';
import { amountIn, conversionOn } from '../fx/convert';
import { reportingCurrencyOf } from '../fx/settings';
import { countsFor, periodOf } from './figures';
import { departmentsOf, figuresOf, loadSpend } from './spend';
import * as repo from './repo';
import * as clock from '../core/clock';

const PERIOD_ORDER = { month: 0, quarter: 1, year: 2 } as const;

/**
 * What a quote's lines would do to each budget they count for, in the period containing `at` (default now): the
 * budget's `remaining` (amount − committed), `this_quote`, and what would be left `after`. Budgets in `currency`, and
 * those in the company's reporting currency, into which the lines convert at the reference rates of `at`'s day (none
 * that day: those budgets are left out, as the quote's approval could not count it either); a line's department is its `department` if given, else the directory's for its `email` (none: only
 * company-wide budgets count it). Department budgets first, then company-wide; shorter periods first.
 * `useDirectory: false` (a caller who may not read the directory) leaves e-mails unlooked-up, so that the answer
 * tells nothing about who is in the directory or in which department.
 */
export async function budgetImpact(
  db: Db,
  tenant: CompanyScope,
  input: { currency: string; lines: { email?: string | null; department?: string | null; amount: number }[] },
  at?: Date,
  { useDirectory = true }: { useDirectory?: boolean } = {},
): Promise<TBudgetImpactLine[]> {
  const when = at ?? clock.now();
  const reporting = await reportingCurrencyOf(db, tenant.companyId);
  const conversion =
    reporting && reporting !== input.currency
      ? await conversionOn(db, tenant.companyId, input.currency, clock.todayUtc(when))
      : null;
  const budgets = (await repo.listAllBudgets(db, tenant)).filter(
    (budget) => budget.currency === input.currency || budget.currency === conversion?.currency,
  );
  if (budgets.length === 0 || input.lines.length === 0) return [];
  const directory = useDirectory
    ? await departmentsOf(
        db,
        tenant,
        input.lines.filter((line) => !line.department?.trim()).map((line) => line.email ?? ''),
      )
    : new Map<string, string>();
  const lines = input.lines.map((line) => ({
    amount: line.amount,
    department: line.department?.trim() || directory.get(line.email?.trim().toLowerCase() ?? '') || null,
  }));
  const affected = budgets
    .map((budget) => ({ budget, matching: lines.filter((line) => countsFor(budget.department, line.department)) }))
    .filter(({ matching }) => matching.length > 0);
  if (affected.length === 0) return [];
  const spend = await loadSpend(
    db,
    tenant,
    affected.map(({ budget }) => budget),
    when,
  );
  return affected
    .sort(
      (a, b) =>
        Number(a.budget.department === null) - Number(b.budget.department === null) ||
        (a.budget.department ?? '').localeCompare(b.budget.department ?? '') ||
        PERIOD_ORDER[a.budget.period] - PERIOD_ORDER[b.budget.period],
    )
    .map(({ budget, matching }) => {
      const figures = figuresOf(budget, spend, when);
      const converted = budget.currency === input.currency ? null : conversion!;
      const original = sumMoney(
        matching.map((line) => line.amount),
        input.currency,
      );
      const thisQuote = amountIn(original, input.currency, budget.currency, converted)!;
      const after = sumMoney([figures.remaining, -thisQuote], budget.currency);
      return {
        budget_id: budget.id,
        name: budget.name,
        department: budget.department,
        period: budget.period,
        period_start: periodOf(budget.period, when).startDay,
        currency: budget.currency,
        amount: budget.amount,
        remaining: figures.remaining,
        this_quote: thisQuote,
        after,
        over_budget: after < 0,
        conversion: converted && {
          currency: input.currency,
          amount: original,
          rate: converted.rate,
          day: converted.day,
        },
      };
    });
}
