import { convertMoney, crossRate } from '@/lib/money';
import type { Db } from '../db/client';
import type { StoredConversion } from '../db/schema';
import { reportingCurrencyOf } from './settings';
import { findRatesOn } from './rates-repo';

// Conversion into the company's reporting currency, fixed at the moment money is committed: the rate is worked out
// from the reference rates that hold on that day and stored with the commitment; figures read it back, never the
// rates table, so that rates imported or corrected later never move them.

/**
 * Money in `currency` in the company's reporting currency on `day`: rate 1 in the same currency; null without a
 * reporting currency, or when either currency has no reference rate on or before that day.
 */
export async function conversionOn(
  db: Db,
  companyId: string,
  currency: string,
  day: string,
): Promise<StoredConversion | null> {
  const target = await reportingCurrencyOf(db, companyId);
  if (!target) return null;
  if (target === currency) return { currency: target, rate: '1', day };
  const rates = await findRatesOn(db, [currency, target], day);
  const from = rates.get(currency);
  const to = rates.get(target);
  if (!from || !to) return null;
  return { currency: target, rate: crossRate(from.perEur, to.perEur), day };
}

/**
 * `amount` (in `currency`) as it counts in `target`: as it is in the same currency, at the stored conversion when that
 * converted it into `target`, else null (it does not count there).
 */
export function amountIn(
  amount: number,
  currency: string,
  target: string,
  conversion: StoredConversion | null,
): number | null {
  if (currency === target) return amount;
  if (conversion?.currency === target) return convertMoney(amount, conversion.rate, target);
  return null;
}
