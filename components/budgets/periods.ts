import type { TBudgetPeriod } from '@/lib/contract/budgets';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `November 2026`, `Q4 2026`, `2026` for the period that starts on `start` (YYYY-MM-DD). */
export function periodLabel(period: TBudgetPeriod, start: string): string {
  const year = start.slice(0, 4);
  const month = Number(start.slice(5, 7)) - 1;
  if (period === 'month') return `${MONTHS[month]} ${year}`;
  if (period === 'quarter') return `Q${Math.floor(month / 3) + 1} ${year}`;
  return year;
}

/** A day (YYYY-MM-DD) in the period before (-1) or after (+1) the one of `period` that contains `day`. */
export function shiftDay(period: TBudgetPeriod, day: string, by: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  const months = period === 'month' ? 1 : period === 'quarter' ? 3 : 12;
  const first = period === 'month' ? month : period === 'quarter' ? month - (month % 3) : 0;
  return new Date(Date.UTC(year, first + by * months, 1)).toISOString().slice(0, 10);
}

export const PERIOD_NOUNS: Record<TBudgetPeriod, string> = { month: 'month', quarter: 'quarter', year: 'year' };
