import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** The outbox: jobs written in the same transaction as the change that caused them, run by the worker. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    /** Jobs of one group (e.g. one webhook endpoint) run at most MAX_RUNNING_PER_GROUP at a time. */
    groupKey: text('group_key'),
    /** Jobs with one order key run one at a time, in `order_seq` order (e.g. the events of one quote to one endpoint). */
    orderKey: text('order_key'),
    orderSeq: bigint('order_seq', { mode: 'number' }),
    /**
     * The W3C trace context (`{ "traceparent": … }`) of the span that enqueued the job, when tracing is on
     * (docs/traces.md): the worker's span for running it is that span's child. Null otherwise.
     */
    traceContext: jsonb('trace_context').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'queued'`),
    // The claim's two ways in: each group's queued jobs in run_at order, and the queued jobs of no group.
    index('jobs_queued_group_idx')
      .on(t.groupKey, t.runAt)
      .where(sql`status = 'queued' and group_key is not null`),
    index('jobs_queued_ungrouped_idx')
      .on(t.runAt)
      .where(sql`status = 'queued' and group_key is null`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_running_group_idx')
      .on(t.groupKey)
      .where(sql`status = 'running'`),
    index('jobs_open_order_idx')
      .on(t.orderKey, t.orderSeq)
      .where(sql`status in ('queued', 'running')`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`finished_at is not null`),
  ],
);
