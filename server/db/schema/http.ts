import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Stored first responses of POST requests sent with an Idempotency-Key, per credential, kept 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The API key id or operator token id that sent the request. */
    principalId: text('principal_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.principalId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
