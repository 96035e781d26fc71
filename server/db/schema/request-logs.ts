import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id } from './columns';

/**
 * One row per request a company made to /api/v1, written in batches off the response path (server/request-log/),
 * bodies redacted and truncated; kept 30 days.
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
    /** The bodies as text (JSON as sent), redacted, cut at 64 KiB. */
    requestBody: text('request_body'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    index('api_request_logs_list_idx').on(t.companyId, t.livemode, t.createdAt.desc(), t.id.desc()),
    index('api_request_logs_request_id_idx').on(t.companyId, t.livemode, t.requestId),
    index('api_request_logs_created_idx').on(t.createdAt),
  ],
);
