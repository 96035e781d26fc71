import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import * as clock from '../../core/clock';

/**
 * Reference exchange rates per day, as the European Central Bank publishes them: units of `currency` for one euro
 * (EUR itself is 1 and is not stored). Maintained by Loadout's operators (`/operator/v1/fx-rates`), for every company.
 * A day without a row (a weekend, a holiday) takes the latest day before it.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Exact decimal text, e.g. `1.0823`. */
    perEur: numeric('per_eur', { precision: 20, scale: 10 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, precision: 3 })
      .notNull()
      .$defaultFn(() => clock.now()),
  },
  (t) => [primaryKey({ columns: [t.currency, t.day] })],
);

/**
 * How money in one currency was counted in the company's reporting currency at a moment that fixes it (a quote's
 * commitment, a recipient's delivery, an approval request): `rate` units of `currency` per unit of the money's own
 * currency (exact decimal text), from the reference rates of `day`. Stored, so later rates never move the figure.
 */
export type StoredConversion = { currency: string; rate: string; day: string };
