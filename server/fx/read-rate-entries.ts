import { ZFxRateImportEntry, type TFxRateImportError } from '@/lib/contract/fx-rates';
import { ApiError } from '../core/errors';
import { checkCurrency, checkDay, checkRate } from './rate-checks';
import type { ReadRate, ReadRates } from './read-ecb-csv';

const FIELDS = new Set(Object.keys(ZFxRateImportEntry.shape));

/** The rates of the JSON form, `{"rates": [{day, currency, per_eur}]}`: entry 1 is row 1, each checked on its own. */
export function readRateEntries(entries: Record<string, unknown>[], today: string): ReadRates {
  if (entries.length === 0) {
    const message =
      'rates is empty: add one entry per day and currency, such as {"day": "2026-12-04", "currency": "USD", "per_eur": "1.0823"}';
    throw new ApiError('VALIDATION_ERROR', message, [{ path: 'rates', message }]);
  }
  const rates: ReadRate[] = [];
  const errors: TFxRateImportError[] = [];
  const rowOfKey = new Map<string, number>();
  entries.forEach((entry, index) => {
    const row = index + 1;
    const unknown = Object.keys(entry).find((field) => !FIELDS.has(field));
    if (unknown !== undefined) {
      errors.push({
        row,
        column: unknown,
        message: `${unknown} is not a field of a rate: use day, currency and per_eur`,
      });
      return;
    }
    const parsed = ZFxRateImportEntry.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      errors.push({ row, column: String(issue.path[0] ?? '') || null, message: issue.message });
      return;
    }
    const day = checkDay(parsed.data.day, today);
    if (day.problem !== undefined) return void errors.push({ row, column: 'day', message: day.problem });
    const currency = checkCurrency(parsed.data.currency);
    if (currency.problem !== undefined) return void errors.push({ row, column: 'currency', message: currency.problem });
    const rate = checkRate(parsed.data.per_eur, currency.value);
    if (rate.problem !== undefined) return void errors.push({ row, column: 'per_eur', message: rate.problem });
    const key = `${day.value} ${currency.value}`;
    const earlier = rowOfKey.get(key);
    if (earlier !== undefined) {
      errors.push({
        row,
        column: null,
        message: `${currency.value} on ${day.value} is also entry ${earlier}: keep one rate per day and currency`,
      });
      return;
    }
    rowOfKey.set(key, row);
    rates.push({ row, day: day.value, currency: currency.value, perEur: rate.value });
  });
  return { rates, errors };
}
