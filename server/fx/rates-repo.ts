import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
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

/** Rows per statement of an import: four parameters each, well below PostgreSQL's 65,535. */
const WRITE_CHUNK_ROWS = 5000;

/**
 * Writes the rates (one per currency and day) as `upsertRates` does, a chunk per statement, and counts what changed:
 * rows `created` for a day and currency that had none, rows `updated` that had another rate. The rest were unchanged.
 */
export async function writeRates(db: Db, rows: { currency: string; day: string; perEur: string }[]) {
  let created = 0;
  let updated = 0;
  for (let start = 0; start < rows.length; start += WRITE_CHUNK_ROWS) {
    const written = await db
      .insert(fxRates)
      .values(rows.slice(start, start + WRITE_CHUNK_ROWS))
      .onConflictDoUpdate({
        target: [fxRates.currency, fxRates.day],
        set: { perEur: sql`excluded.per_eur`, importedAt: sql`excluded.imported_at` },
        setWhere: sql`${fxRates.perEur} <> excluded.per_eur`,
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = written.filter((row) => row.inserted).length;
    created += inserted;
    updated += written.length - inserted;
  }
  return { created, updated };
}

export type RateFilters = { currencies?: string[]; from?: string; to?: string };

/**
 * A page of rates, newest day first, then by currency: `after` is the last row of the previous page. Reads one row
 * more than `limit`, so that the caller can tell whether there is a next page.
 */
export async function listRates(
  db: Db,
  filters: RateFilters,
  page: { limit: number; after?: { day: string; currency: string } },
) {
  const { after } = page;
  return db
    .select()
    .from(fxRates)
    .where(
      and(
        filters.currencies?.length ? inArray(fxRates.currency, filters.currencies) : undefined,
        filters.from ? gte(fxRates.day, filters.from) : undefined,
        filters.to ? lte(fxRates.day, filters.to) : undefined,
        after
          ? or(lt(fxRates.day, after.day), and(eq(fxRates.day, after.day), gt(fxRates.currency, after.currency)))
          : undefined,
      ),
    )
    .orderBy(desc(fxRates.day), asc(fxRates.currency))
    .limit(page.limit + 1);
}

/** Every currency that has at least one rate, in order. */
export async function findRatedCurrencies(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ currency: fxRates.currency }).from(fxRates).orderBy(fxRates.currency);
  return rows.map((row) => row.currency);
}
