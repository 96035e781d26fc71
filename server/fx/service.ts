import type { TEffectiveFxRates, TFxRate, TListFxRatesQuery } from '@/lib/contract/fx-rates';
import { currencyProblem, rateText } from '@/lib/money';
import { validationError } from '../core/errors';
import type { Db } from '../db/client';
import { decodeCursor, encodeCursor } from '../db/pagination';
import * as repo from './rates-repo';

/** The list's one order: newest day first, then by currency (the cursor's sort name). */
const SORT = '-day';
const isCurrencyKey = (id: string) => /^[A-Z]{3}$/.test(id);

export function toFxRate(row: repo.RateRow): TFxRate {
  return {
    currency: row.currency,
    day: row.day,
    per_eur: rateText(row.perEur),
    imported_at: row.importedAt.toISOString(),
  };
}

/** A page of the stored rates with the list's filters, newest day first, then by currency. */
export async function listFxRates(db: Db, query: TListFxRatesQuery) {
  if (query.from && query.to && query.from > query.to)
    throw validationError('from', `${query.from} is after to (${query.to}): give a from day on or before the to day`);
  const cursor = query.cursor ? decodeCursor(query.cursor, SORT, isCurrencyKey) : undefined;
  const rows = await repo.listRates(
    db,
    { currencies: query.currency, from: query.from, to: query.to },
    { limit: query.limit, after: cursor && { day: cursor.v, currency: cursor.id } },
  );
  const hasMore = rows.length > query.limit;
  const data = rows.slice(0, query.limit);
  const last = data.at(-1);
  return {
    data: data.map(toFxRate),
    meta: {
      has_more: hasMore,
      next_cursor: hasMore && last ? encodeCursor({ s: SORT, v: last.day, id: last.currency }) : null,
    },
  };
}

/** The rates that hold on `day` (the latest on or before it) for `currencies`, or for every currency with a rate. */
export async function findEffectiveFxRates(db: Db, day: string, currencies?: string[]): Promise<TEffectiveFxRates> {
  for (const currency of currencies ?? []) {
    const problem = currency === 'EUR' ? null : currencyProblem(currency);
    if (problem) throw validationError('currencies', problem);
  }
  const wanted = currencies?.length ? currencies : await repo.findRatedCurrencies(db);
  const found = await repo.findRatesOn(db, wanted, day);
  const rates = [...new Set(wanted)].sort().flatMap((currency) => {
    const rate = found.get(currency);
    return rate ? [{ currency, per_eur: rateText(rate.perEur), day: rate.day }] : [];
  });
  return { day, rates, missing: [...new Set(wanted)].filter((currency) => !found.has(currency)).sort() };
}
