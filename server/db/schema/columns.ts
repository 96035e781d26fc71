import { timestamp, uuid } from 'drizzle-orm/pg-core';
import * as clock from '../../core/clock';

/** Timestamps are written by the application with millisecond precision, so that keyset cursors compare exactly. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
    .notNull()
    .$defaultFn(() => clock.now()),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .$defaultFn(() => clock.now())
    .$onUpdateFn(() => clock.now()),
};

export const id = () => uuid('id').primaryKey().defaultRandom();

/** A comment on a quote or a device action (jsonb): from the client, Loadout's operators, or the system. */
export type Comment = {
  id: string;
  author: string;
  message: string;
  source: 'operator' | 'client' | 'system';
  created_at: string;
};
