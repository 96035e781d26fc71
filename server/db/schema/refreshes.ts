import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';
import { employees } from './employees';
import { assets } from './inventory';
import { deviceActions } from './logistics';
import { quotes } from './quotes';

export const REFRESH_STATUSES = ['draft', 'ordered', 'returning', 'completed', 'cancelled'] as const;
/** The statuses of a refresh still under way: one per device at a time. */
export const OPEN_REFRESH_STATUSES = ['draft', 'ordered', 'returning'] as const;

/**
 * The refresh of a device due for it: a draft quote from its holder's equipment policy (`draft`), submitted as a
 * quote (`ordered`); once the quote is delivered, a Store of the old device to the company's default destination
 * (`returning`), and `completed` when that Store completes.
 */
export const deviceRefreshes = pgTable(
  'device_refreshes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** The holder when the refresh started, in the employee directory. */
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    status: text('status', { enum: REFRESH_STATUSES }).notNull(),
    quoteId: uuid('quote_id').references(() => quotes.id),
    storeActionId: uuid('store_action_id').references(() => deviceActions.id),
    orderedAt: timestamp('ordered_at', { withTimezone: true, precision: 3 }),
    returningAt: timestamp('returning_at', { withTimezone: true, precision: 3 }),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    /** Why the Store could not be created once the new device arrived; null otherwise. */
    problem: text('problem'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('device_refreshes_open_uq')
      .on(t.assetId)
      .where(sql`${t.status} in ('draft', 'ordered', 'returning')`),
    index('device_refreshes_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('device_refreshes_quote_idx').on(t.quoteId),
    index('device_refreshes_store_idx').on(t.storeActionId),
  ],
);
