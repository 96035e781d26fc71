import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { JobDefinition } from './define';
import { enqueueJob } from './queue';

/** The next `hour`:00 UTC after now. */
export function nextHourUtc(hour: number, now = new Date()): Date {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * Keeps one run of a daily job (retention, pruning) waiting in the queue, due at `hour`:00 UTC: the worker's
 * maintenance calls it, and a run already queued or running is left alone. The work is a job with a due time like any
 * other, so it survives restarts and runs on one worker only.
 */
export async function ensureDailyJob(db: Db, definition: JobDefinition<Record<string, never>>, hour: number) {
  await db.transaction(async (tx) => {
    // Two workers starting at once queue one run between them.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${definition.type}))`);
    const [open] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, definition.type), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (!open) await enqueueJob(tx, definition, {}, { runAt: nextHourUtc(hour) });
  });
}
