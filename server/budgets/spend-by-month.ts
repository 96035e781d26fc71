import type { TBudgetSpend, TSpendDepartment, TSpendMonth } from '@/lib/contract/budgets';
import type { TSpendExportFilters } from '@/lib/contract/exports';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { roundMoney } from '@/lib/money';
import { isWithin, normaliseDepartment, periodOf } from './figures';
import { loadShares } from './spend';
import * as repo from './repo';
import * as clock from '../core/clock';

// Money by calendar month (UTC), counted as the budgets count it: an accepted option commits its shares in the month
// its quote entered `Approved`, and spends each recipient's share in the month of that recipient's delivery. The
// `spend` export and GET /budgets/spend read it here, so the two and the budgets' figures never disagree.

/** One month, department and currency: what was approved (committed) and delivered (spent), as budgets count it. */
export type SpendRow = { month: string; department: string | null; currency: string; committed: number; spent: number };

/** Which months, currency and department to count; months are YYYY-MM. */
export type SpendFilters = Pick<TSpendExportFilters, 'from' | 'to' | 'currency' | 'department'>;

/** Money counted in one month: a share committed (approved) or spent (delivered) then. */
type MonthlyShare = {
  month: string;
  field: 'committed' | 'spent';
  department: string | null;
  currency: string;
  amount: number;
};

const monthOf = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 7);
const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
const addMonths = (month: string, count: number) => {
  const date = monthStart(month);
  date.setUTCMonth(date.getUTCMonth() + count);
  return monthOf(date.toISOString());
};

/** The first and last month of `filters`: by default the 12 months up to this one. */
export function spendMonths(filters: SpendFilters, now = clock.now()): { from: string; to: string } {
  const to = filters.to ?? monthOf(now.toISOString());
  return { from: filters.from ?? addMonths(to, -11), to };
}

/** Every month from `from` to `to`, YYYY-MM. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

/** Each share committed or spent from `from` to `to` (of `department` only, if given), in item order. */
async function loadMonthlyShares(db: Db, tenant: CompanyScope, filters: SpendFilters) {
  const { from, to } = spendMonths(filters);
  const period = { ...periodOf('month', monthStart(from)), end: periodOf('month', monthStart(to)).end };
  const currencies = filters.currency
    ? [filters.currency]
    : [...new Set((await repo.listQuoteCurrencies(db, tenant)).map((row) => row.currency))];
  const shares = await loadShares(db, tenant, { currencies, from: period.start, to: period.end });
  const wanted = normaliseDepartment(filters.department);
  const counted: MonthlyShare[] = [];
  for (const share of shares) {
    if (wanted !== null && normaliseDepartment(share.department) !== wanted) continue;
    const { department, currency, amount } = share;
    for (const [field, at] of [
      ['committed', share.approvedAt],
      ['spent', share.deliveredAt],
    ] as const) {
      if (at && isWithin(at, period)) counted.push({ month: monthOf(at), field, department, currency, amount });
    }
  }
  return { from, to, counted };
}

/** Every month, department and currency with money approved or delivered from `from` to `to`. */
export async function spendRows(db: Db, tenant: CompanyScope, filters: SpendFilters): Promise<SpendRow[]> {
  const { counted } = await loadMonthlyShares(db, tenant, filters);
  const totals = new Map<string, SpendRow>();
  for (const { month, field, department, currency, amount } of counted) {
    const key = JSON.stringify([month, department, currency]);
    const row = totals.get(key) ?? { month, department, currency, committed: 0, spent: 0 };
    row[field] += amount;
    totals.set(key, row);
  }
  return [...totals.values()]
    .map((row) => ({
      ...row,
      committed: roundMoney(row.committed, row.currency),
      spent: roundMoney(row.spent, row.currency),
    }))
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        (a.department ?? '').localeCompare(b.department ?? '') ||
        a.currency.localeCompare(b.currency),
    );
}

type Totals = { committed: number; spent: number };
type MonthTotals = Totals & { departments: Map<string | null, Totals & { names: string[] }> };

const byDepartment = (a: TSpendDepartment, b: TSpendDepartment) =>
  (a.department ?? '').localeCompare(b.department ?? '');

/**
 * What was committed and spent in each month from `from` to `to`, per currency, with the departments' part: one entry
 * per month and currency (the one asked for, else each with money in the period), zeros included. A month's figures
 * are those of a monthly budget for that month; departments are compared case-insensitively, as budgets compare them.
 */
export async function listSpendByMonth(db: Db, tenant: CompanyScope, filters: SpendFilters): Promise<TBudgetSpend> {
  const { from, to, counted } = await loadMonthlyShares(db, tenant, filters);
  const totals = new Map<string, MonthTotals>();
  for (const { month, field, department, currency, amount } of counted) {
    const key = JSON.stringify([month, currency]);
    const entry = totals.get(key) ?? { committed: 0, spent: 0, departments: new Map() };
    entry[field] += amount;
    const name = normaliseDepartment(department);
    const part = entry.departments.get(name) ?? { committed: 0, spent: 0, names: [] };
    part[field] += amount;
    if (name !== null && !part.names.includes(department!)) part.names.push(department!);
    entry.departments.set(name, part);
    totals.set(key, entry);
  }
  const currencies = filters.currency
    ? [filters.currency]
    : [...new Set(counted.map((share) => share.currency))].sort((a, b) => a.localeCompare(b));
  const months = monthsBetween(from, to).flatMap((month) =>
    currencies.map((currency): TSpendMonth => {
      const entry = totals.get(JSON.stringify([month, currency]));
      return {
        month,
        currency,
        committed: roundMoney(entry?.committed ?? 0, currency),
        spent: roundMoney(entry?.spent ?? 0, currency),
        departments: [...(entry?.departments.values() ?? [])]
          .map((part) => ({
            // The directory may spell a department in several ways; the first in order names it.
            department: part.names.sort()[0] ?? null,
            committed: roundMoney(part.committed, currency),
            spent: roundMoney(part.spent, currency),
          }))
          .sort(byDepartment),
      };
    }),
  );
  return { from, to, months };
}
