import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';

/**
 * The request log (server/request-log/): the requests a company made to /api/v1 with its keys, kept 30 days. One row
 * per batch the recorder wrote for a key (and its company and mode), not per request: `entries` holds the batch's
 * entries as a JSON array of arrays, their fields in the order of ENTRY_FIELDS in server/request-log/repo.ts,
 * compressed with lz4 where the server has it; an entry's time counts from `first_at`, and it names its bodies by their
 * position in `body_hashes`. A batch spans at most a second (`last_at - first_at`), so the entries of
 * a moment are found among a few batches by the (company, mode, last_at) index. An entry's id is not stored: it is the
 * UUIDv7 of its time, its position in the batch and the batch's `id_tail`.
 */
export const apiRequestLogBatches = pgTable(
  'api_request_log_batches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    /** The key that sent the batch's requests. */
    apiKeyId: uuid('api_key_id').notNull(),
    /** The last 16 hex digits of the batch's entry ids (62 random bits after the UUID variant). */
    idTail: text('id_tail').notNull(),
    /** The times of the batch's first and last entries. */
    firstAt: timestamp('first_at', { withTimezone: true, precision: 3 }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true, precision: 3 }).notNull(),
    entryCount: integer('entry_count').notNull(),
    /** The hashes of the bodies the entries name (api_request_log_bodies), as a JSON array: entries name them by position. */
    bodyHashes: text('body_hashes').notNull(),
    entries: text('entries').notNull(),
  },
  (t) => [
    index('api_request_log_batches_list_idx').on(t.companyId, t.livemode, t.lastAt),
    index('api_request_log_batches_last_idx').on(t.lastAt),
  ],
);

/**
 * The bodies of the request log, each distinct text once per company: a thousand reads of one quote store its body
 * once. Text as sent (JSON), redacted. `last_seen_at` is when an entry last named it (kept within the hour, see
 * server/request-log/repo.ts), so the prune can drop a body once no entry of the last 30 days needs it.
 */
export const apiRequestLogBodies = pgTable(
  'api_request_log_bodies',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    body: text('body').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.hash] }), index('api_request_log_bodies_seen_idx').on(t.lastSeenAt)],
);
