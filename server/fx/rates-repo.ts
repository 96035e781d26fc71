import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fxRates } from '../db/schema';

export type RateRow = typeof fxRates.$inferSelect;

/** A currency's rate against the euro that holds on a day: the latest published on or before it. */
export type DayRate = { currency: string; perEur: string; day: string };

/**
 * For each of `currencies` (EUR excepted: it is 1), the latest rate on or before `day`; a currency with none is
 * missing from the map. The ECB publishes no rates on weekends and holidays, so those days take the last working day's.
 */
export async function findRatesOn(db: Db, currencies: string[], day: string): Promise<Map<string, DayRate>> {
  const wanted = [...new Set(currencies)].filter((currency) => currency !== 'EUR');
  const found = new Map<string, DayRate>([['EUR', { currency: 'EUR', perEur: '1', day }]]);
  if (wanted.length === 0) return found;
  const rows = await db
    .selectDistinctOn([fxRates.currency], { currency: fxRates.currency, perEur: fxRates.perEur, day: fxRates.day })
    .from(fxRates)
    .where(and(inArray(fxRates.currency, wanted), lte(fxRates.day, day)))
    .orderBy(fxRates.currency, desc(fxRates.day));
  for (const row of rows) found.set(row.currency, row);
  return found;
}

/** The stored rate of the currency on exactly that day, if any. */
export async function findRate(db: Db, currency: string, day: string): Promise<RateRow | undefined> {
  const [row] = await db
    .select()
    .from(fxRates)
    .where(and(eq(fxRates.currency, currency), eq(fxRates.day, day)));
  return row;
}

/** Writes the rates (a day and currency already stored takes the new rate); the rows that changed come back. */
export async function upsertRates(db: Db, rows: { currency: string; day: string; perEur: string }[]) {
  if (rows.length === 0) return [];
  return db
    .insert(fxRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [fxRates.currency, fxRates.day],
      set: { perEur: sql`excluded.per_eur`, importedAt: sql`excluded.imported_at` },
      setWhere: sql`${fxRates.perEur} <> excluded.per_eur`,
    })
    .returning();
}
