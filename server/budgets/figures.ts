import type { TBudgetPeriod } from '@/lib/contract/budgets';
import { dayOf as day } from '@/lib/dates';
import * as clock from '../core/clock';

export { recipientShares } from '@/lib/budget-shares';

// The pure arithmetic of budgets: calendar periods (UTC), how an item's money is shared among its recipients, and
// which recipient counts for which budget.

export type Period = {
  /** First instant of the period. */
  start: Date;
  /** First instant after the period. */
  end: Date;
  /** First and last day, YYYY-MM-DD. */
  startDay: string;
  endDay: string;
};

/** The calendar month, quarter or year (UTC) that contains `at`. */
export function periodOf(period: TBudgetPeriod, at: Date): Period {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  const [firstMonth, months] =
    period === 'month' ? [month, 1] : period === 'quarter' ? [month - (month % 3), 3] : [0, 12];
  const start = new Date(Date.UTC(year, firstMonth, 1));
  const end = new Date(Date.UTC(year, firstMonth + months, 1));
  return { start, end, startDay: day(start), endDay: day(new Date(end.getTime() - 86_400_000)) };
}

/** The period before (-1) or after (+1) the one that contains `at`, as a day inside it. */
export function shiftPeriod(period: TBudgetPeriod, at: Date, by: number): Date {
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  const { start } = periodOf(period, at);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + by * months, 1));
}

/** A day `YYYY-MM-DD` as the instant it starts (UTC); today when absent. */
export function dayToDate(value: string | undefined, now = clock.now()): Date {
  return value ? new Date(`${value}T00:00:00.000Z`) : now;
}

export const isWithin = (iso: string | null, period: Period) => {
  if (!iso) return false;
  const time = Date.parse(iso);
  return time >= period.start.getTime() && time < period.end.getTime();
};

export const normaliseDepartment = (department: string | null | undefined) => department?.trim().toLowerCase() || null;

/** Whether money for a recipient of `department` (null: not in the directory) counts for a budget of `budget`. */
export function countsFor(budgetDepartment: string | null, department: string | null): boolean {
  const wanted = normaliseDepartment(budgetDepartment);
  return wanted === null || wanted === normaliseDepartment(department);
}
