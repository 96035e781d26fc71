import { and, asc } from 'drizzle-orm';
import { ZSpendExportFilters, type TSpendExportFilters } from '@/lib/contract/exports';
import type { CompanyScope } from '../../core/scope';
import type { Db } from '../../db/client';
import { quotes } from '../../db/schema';
import { scopeWhere } from '../../db/scope';
import { normaliseDepartment, recipientShares, toMoney } from '../../budgets/figures';
import * as budgets from '../../budgets/repo';
import { departmentsOf } from '../../budgets/spend';
import { defineExportKind } from '../kind';
import * as clock from '../../core/clock';

/** One month, department and currency: what was approved (committed) and delivered (spent), as budgets count it. */
type SpendRow = { month: string; department: string | null; currency: string; committed: number; spent: number };

const monthOf = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 7);
const monthStart = (month: string) => new Date(`${month}-01T00:00:00.000Z`);
const nextMonth = (month: string) => {
  const date = monthStart(month);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date;
};
const addMonths = (month: string, count: number) => {
  const date = monthStart(month);
  date.setUTCMonth(date.getUTCMonth() + count);
  return monthOf(date.toISOString());
};

async function currenciesOf(db: Db, tenant: CompanyScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: quotes.currency })
    .from(quotes)
    .where(and(scopeWhere(quotes, tenant)))
    .orderBy(asc(quotes.currency));
  return rows.map((row) => row.currency);
}

/** Every month, department and currency with money approved or delivered from `from` to `to`. */
export async function spendRows(db: Db, tenant: CompanyScope, filters: TSpendExportFilters): Promise<SpendRow[]> {
  const to = filters.to ?? monthOf(clock.now().toISOString());
  const from = filters.from ?? addMonths(to, -11);
  const range = { from: monthStart(from), to: nextMonth(to) };
  const currencies = filters.currency ? [filters.currency] : await currenciesOf(db, tenant);
  const recipients = await budgets.listAcceptedRecipients(db, tenant, { currencies, ...range });
  const departments = await departmentsOf(
    db,
    tenant,
    recipients.map((row) => row.email?.trim().toLowerCase() ?? ''),
  );
  const wanted = normaliseDepartment(filters.department);
  const totals = new Map<string, SpendRow>();
  const add = (
    at: string | null,
    department: string | null,
    currency: string,
    field: 'committed' | 'spent',
    amount: number,
  ) => {
    if (!at) return;
    const time = new Date(at).getTime();
    if (time < range.from.getTime() || time >= range.to.getTime()) return;
    if (wanted !== null && normaliseDepartment(department) !== wanted) return;
    const month = monthOf(at);
    const key = JSON.stringify([month, department, currency]);
    const row = totals.get(key) ?? { month, department, currency, committed: 0, spent: 0 };
    row[field] += amount;
    totals.set(key, row);
  };
  const byItem = new Map<string, budgets.AcceptedRecipientRow[]>();
  for (const row of recipients) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  for (const rows of byItem.values()) {
    const first = rows[0]!;
    const amounts = recipientShares(first.unitPrice, first.itemQuantity, rows);
    rows.forEach((row, index) => {
      const department = departments.get(row.email?.trim().toLowerCase() ?? '') ?? null;
      add(row.approvedAt, department, row.currency, 'committed', amounts[index]!);
      add(row.deliveredAt, department, row.currency, 'spent', amounts[index]!);
    });
  }
  return [...totals.values()]
    .map((row) => ({ ...row, committed: toMoney(row.committed), spent: toMoney(row.spent) }))
    .sort(
      (a, b) =>
        a.month.localeCompare(b.month) ||
        (a.department ?? '').localeCompare(b.department ?? '') ||
        a.currency.localeCompare(b.currency),
    );
}

/** Spend by month and department: money approved (committed) and delivered (spent), as the budgets count it. */
export const spendExport = defineExportKind({
  kind: 'spend',
  title: 'spend',
  readScope: 'quotes:read',
  filters: ZSpendExportFilters,
  columns: [
    { header: 'Month', value: (row: SpendRow) => row.month },
    { header: 'Department', value: (row) => row.department },
    { header: 'Currency', value: (row) => row.currency },
    { header: 'Committed', value: (row) => row.committed },
    { header: 'Spent', value: (row) => row.spent },
  ],
  async *rows(db, tenant, filters) {
    // A few rows per month and department: one batch.
    yield await spendRows(db, tenant, filters);
  },
});
