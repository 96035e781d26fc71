import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id } from './columns';
import * as clock from '../../core/clock';

export const INTEGRATION_KINDS = ['email', 'task', 'order'] as const;
export const INTEGRATION_STATUSES = ['pending', 'sent', 'stored'] as const;

/**
 * Every message the service sends to the outside world: e-mails, tracker tasks, fulfilment orders. Written with the
 * state change that causes it; the worker sends it (SMTP, HTTP) or, without an adapter configured and always in the
 * sandbox, keeps it here as the record of what would have been sent.
 */
export const integrationMessages = pgTable(
  'integration_messages',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    kind: text('kind', { enum: INTEGRATION_KINDS }).notNull(),
    /** What it is about, e.g. `quote:<id>`. */
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: INTEGRATION_STATUSES }).notNull().default('pending'),
    destination: text('destination'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .$defaultFn(() => clock.now()),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('integration_messages_company_idx').on(t.companyId, t.livemode, t.kind, t.createdAt)],
);
