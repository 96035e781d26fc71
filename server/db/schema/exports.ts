import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import type { RequestActor } from './approvals';
import { id, timestamps } from './columns';

/**
 * A file of one list's rows (CSV or XLSX), written by the `export.run` job under EXPORTS_DIR and deleted with its
 * row by `export.prune` when `expires_at` passes.
 */
export const exportsTable = pgTable(
  'exports',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    /** quotes, inventory, device_actions, employees, spend… (server/exports/registry.ts). */
    kind: text('kind').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    /** The list's filters as sent (the list endpoint's query parameters). */
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    /** Rows written so far (progress while running). */
    rowsWritten: integer('rows_written').notNull().default(0),
    /** Rows in the finished file; null until it succeeded. */
    rowCount: integer('row_count'),
    fileName: text('file_name'),
    fileBytes: bigint('file_bytes', { mode: 'number' }),
    error: text('error'),
    requestedBy: jsonb('requested_by').$type<RequestActor>().notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('exports_company_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('exports_expires_idx').on(t.expiresAt),
  ],
);
