import type { TBudgetFigures } from '@/lib/contract/budgets';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { countsFor, isWithin, periodOf, recipientShares, toMoney, type Period } from './figures';
import * as repo from './repo';
import * as clock from '../core/clock';

/** One recipient's share of an accepted option, with the department it counts for. */
export type Share = {
  quoteId: string;
  number: string;
  status: string;
  currency: string;
  approvedAt: string | null;
  deliveredAt: string | null;
  department: string | null;
  amount: number;
};

/** One recipient's share of an option whose accept waits for approval. */
export type RequestedShare = { currency: string; department: string | null; amount: number };

/** What the quotes hold for a set of budgets' periods. */
export type Spend = { shares: Share[]; requested: RequestedShare[]; now: Date };

type Budgetish = { department: string | null; period: repo.BudgetRow['period']; currency: string; amount: number };

const emailOf = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const quantityOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The directory's department of each e-mail address (lower case → department). */
export async function departmentsOf(db: Db, scope: CompanyScope, emails: string[]) {
  const rows = await repo.listEmployeeDepartments(db, scope, emails);
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.department]));
}

/**
 * Every recipient's share of the accepted options of the quotes in `currencies` that entered `Approved`, or had a
 * recipient delivered, in [from, to), with the directory's department of each recipient; in item order, so that sums
 * come out the same whichever reader adds them.
 */
export async function loadShares(
  db: Db,
  scope: CompanyScope,
  filter: { currencies: string[]; from: Date; to: Date },
): Promise<Share[]> {
  const recipients = await repo.listAcceptedRecipients(db, scope, filter);
  const departments = await departmentsOf(
    db,
    scope,
    recipients.map((row) => row.email ?? ''),
  );
  const byItem = new Map<string, repo.AcceptedRecipientRow[]>();
  for (const row of recipients) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  const shares: Share[] = [];
  for (const rows of byItem.values()) {
    const first = rows[0]!;
    const amounts = recipientShares(first.unitPrice, first.itemQuantity, rows);
    rows.forEach((row, index) =>
      shares.push({
        quoteId: row.quoteId,
        number: row.number,
        status: row.status,
        currency: row.currency,
        approvedAt: row.approvedAt,
        deliveredAt: row.deliveredAt,
        department: departments.get(emailOf(row.email)) ?? null,
        amount: amounts[index]!,
      }),
    );
  }
  return shares;
}

/** Loads every share that counts for `budgets` in the periods containing `at`, and what waits for approval. */
export async function loadSpend(db: Db, scope: CompanyScope, budgets: Budgetish[], at: Date, now = clock.now()) {
  const spend: Spend = { shares: [], requested: [], now };
  if (budgets.length === 0) return spend;
  const periods = budgets.map((budget) => periodOf(budget.period, at));
  const currencies = [...new Set(budgets.map((budget) => budget.currency))];
  const from = new Date(Math.min(...periods.map((period) => period.start.getTime())));
  const to = new Date(Math.max(...periods.map((period) => period.end.getTime())));
  spend.shares = await loadShares(db, scope, { currencies, from, to });
  const isCurrent = periods.some((period) => isWithin(now.toISOString(), period));
  const requested = isCurrent ? await repo.listRequestedDecisions(db, scope, { currencies }) : [];
  const departments = await departmentsOf(
    db,
    scope,
    requested.flatMap((row) => row.recipients.map((recipient) => emailOf(recipient.email))),
  );
  for (const row of requested) {
    const people = row.recipients.map((recipient) => ({
      email: emailOf(recipient.email),
      quantity: quantityOf(recipient.quantity),
    }));
    const amounts = recipientShares(row.unitPrice, row.itemQuantity, people);
    people.forEach((person, index) =>
      spend.requested.push({
        currency: row.currency,
        department: departments.get(person.email) ?? null,
        amount: amounts[index]!,
      }),
    );
  }
  return spend;
}

/** Whether a share counts for a budget (currency and department). */
export const isForBudget = (budget: Budgetish, share: { currency: string; department: string | null }) =>
  share.currency === budget.currency && countsFor(budget.department, share.department);

/** committed, spent and requested of one budget in one period. */
export function totalsOf(budget: Budgetish, spend: Spend, period: Period) {
  let committed = 0;
  let spent = 0;
  for (const share of spend.shares) {
    if (!isForBudget(budget, share)) continue;
    if (isWithin(share.approvedAt, period)) committed += share.amount;
    if (isWithin(share.deliveredAt, period)) spent += share.amount;
  }
  const requested = isWithin(spend.now.toISOString(), period)
    ? spend.requested.filter((share) => isForBudget(budget, share)).reduce((sum, share) => sum + share.amount, 0)
    : 0;
  return { committed: toMoney(committed), spent: toMoney(spent), requested: toMoney(requested) };
}

/** The figures of a budget for the period containing `at`. */
export function figuresOf(budget: Budgetish, spend: Spend, at: Date): TBudgetFigures {
  const period = periodOf(budget.period, at);
  const totals = totalsOf(budget, spend, period);
  return {
    period_start: period.startDay,
    period_end: period.endDay,
    ...totals,
    remaining: toMoney(budget.amount - totals.committed),
    over_budget: totals.committed > budget.amount,
  };
}
