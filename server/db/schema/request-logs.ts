import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id } from './columns';

/**
 * One row per request a company made to /api/v1, written in batches off the response path (server/request-log/);
 * kept 30 days. The bodies live in api_request_log_bodies, each distinct one once per company.
 */
export const apiRequestLogs = pgTable(
  'api_request_logs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    apiKeyId: uuid('api_key_id').notNull(),
    method: text('method').notNull(),
    /** Path and query string as sent, with credentials in it redacted. */
    path: text('path').notNull(),
    /** The route's pattern, e.g. `/api/v1/quotes/:id`; null when no route matched. */
    route: text('route'),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestId: text('request_id').notNull(),
    errorCode: text('error_code'),
    /** The bodies' SHA-256 (hex) in api_request_log_bodies; null when there was none. */
    requestBodyHash: text('request_body_hash'),
    responseBodyHash: text('response_body_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('api_request_logs_list_idx').on(t.companyId, t.livemode, t.createdAt.desc(), t.id.desc()),
    index('api_request_logs_request_id_idx').on(t.companyId, t.livemode, t.requestId),
    index('api_request_logs_created_idx').on(t.createdAt),
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
