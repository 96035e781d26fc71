import type { TBudgetFigures } from '@/lib/contract/budgets';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { sumMoney } from '@/lib/money';
import type { StoredConversion } from '../db/schema';
import { amountIn } from '../fx/convert';
import { reportingCurrencyOf } from '../fx/settings';
import { countsFor, isWithin, periodOf, recipientShares, type Period } from './figures';
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
  committedConversion: StoredConversion | null;
  spentConversion: StoredConversion | null;
};

/** One recipient's share of an option whose accept waits for approval. */
export type RequestedShare = {
  currency: string;
  department: string | null;
  amount: number;
  conversion: StoredConversion | null;
};

/** What the quotes hold for a set of budgets' periods, and the company's reporting currency (null: none). */
export type Spend = { shares: Share[]; requested: RequestedShare[]; now: Date; reportingCurrency: string | null };

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
  filter: { currencies: repo.CurrencyFilter; from: Date; to: Date },
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
        committedConversion: row.committedConversion,
        spentConversion: row.spentConversion,
      }),
    );
  }
  return shares;
}

/** Loads every share that counts for `budgets` in the periods containing `at`, and what waits for approval. */
export async function loadSpend(db: Db, scope: CompanyScope, budgets: Budgetish[], at: Date, now = clock.now()) {
  if (budgets.length === 0) return { shares: [], requested: [], now, reportingCurrency: null } satisfies Spend;
  const spend: Spend = {
    shares: [],
    requested: [],
    now,
    reportingCurrency: await reportingCurrencyOf(db, scope.companyId),
  };
  const periods = budgets.map((budget) => periodOf(budget.period, at));
  const currencies: repo.CurrencyFilter = budgets.some((budget) => countsEveryCurrency(budget, spend))
    ? 'any'
    : [...new Set(budgets.map((budget) => budget.currency))];
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
        conversion: row.conversion,
      }),
    );
  }
  return spend;
}

/** A budget in the company's reporting currency counts quotes of every currency; any other, those in its own. */
export const countsEveryCurrency = (budget: Budgetish, spend: Pick<Spend, 'reportingCurrency'>) =>
  spend.reportingCurrency !== null && budget.currency === spend.reportingCurrency;

/** Whether a share is for a budget's department (its currency is `countedIn`'s matter). */
export const isForBudget = (budget: Budgetish, share: { department: string | null }) =>
  countsFor(budget.department, share.department);

/**
 * What money in `currency` counts in the budget: as it is in the budget's currency; in the reporting currency at the
 * conversion stored with it (null when it has none into that currency: it is `not_converted`); in any other, nothing.
 */
export function countedIn(
  budget: Budgetish,
  spend: Pick<Spend, 'reportingCurrency'>,
  money: { amount: number; currency: string },
  conversion: StoredConversion | null,
): number | null | undefined {
  if (money.currency !== budget.currency && !countsEveryCurrency(budget, spend)) return undefined;
  return amountIn(money.amount, money.currency, budget.currency, conversion);
}

type Tally = { committed: number[]; spent: number[] };
type ByCurrency = Map<string, Tally>;

const tally = (map: ByCurrency, currency: string, kind: keyof Tally, amount: number) => {
  const entry = map.get(currency) ?? { committed: [], spent: [] };
  entry[kind].push(amount);
  map.set(currency, entry);
};

const listByCurrency = (map: ByCurrency) =>
  [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, entry]) => ({
      currency,
      committed: sumMoney(entry.committed, currency),
      spent: sumMoney(entry.spent, currency),
    }));

/** committed, spent and requested of one budget in one period, with the original amounts of each currency. */
export function totalsOf(budget: Budgetish, spend: Spend, period: Period) {
  const counted: Tally = { committed: [], spent: [] };
  const originals: ByCurrency = new Map();
  const unconverted: ByCurrency = new Map();
  const count = (share: Share, kind: keyof Tally, conversion: StoredConversion | null) => {
    const value = countedIn(budget, spend, share, conversion);
    if (value === undefined) return;
    if (value === null) return tally(unconverted, share.currency, kind, share.amount);
    counted[kind].push(value);
    tally(originals, share.currency, kind, share.amount);
  };
  for (const share of spend.shares) {
    if (!isForBudget(budget, share)) continue;
    if (isWithin(share.approvedAt, period)) count(share, 'committed', share.committedConversion);
    if (isWithin(share.deliveredAt, period)) count(share, 'spent', share.spentConversion);
  }
  const requested = isWithin(spend.now.toISOString(), period)
    ? spend.requested.flatMap((share) =>
        isForBudget(budget, share) ? (countedIn(budget, spend, share, share.conversion) ?? []) : [],
      )
    : [];
  return {
    committed: sumMoney(counted.committed, budget.currency),
    spent: sumMoney(counted.spent, budget.currency),
    requested: sumMoney(requested, budget.currency),
    by_currency: listByCurrency(originals),
    not_converted: listByCurrency(unconverted),
  };
}

/** The figures of a budget for the period containing `at`. */
export function figuresOf(budget: Budgetish, spend: Spend, at: Date): TBudgetFigures {
  const period = periodOf(budget.period, at);
  const totals = totalsOf(budget, spend, period);
  return {
    period_start: period.startDay,
    period_end: period.endDay,
    ...totals,
    remaining: sumMoney([budget.amount, -totals.committed], budget.currency),
    over_budget: totals.committed > budget.amount,
  };
}
