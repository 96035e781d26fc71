import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The last number handed out per kind of human reference (`quote`, `device_action`). A row, not a sequence: it is
 * bumped inside the creating transaction, so a create that fails gives its number back and references stay gapless.
 */
export const referenceCounters = pgTable('reference_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
