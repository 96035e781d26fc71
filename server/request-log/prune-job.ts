import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { REQUEST_LOG_RETENTION_DAYS } from '@/lib/contract/request-logs';
import { queryRows, type Db } from '../db/client';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import { deleteRequestLogBodiesBefore, deleteRequestLogsBefore } from './repo';

const DAY_MS = 86_400_000;
/** Rows (batches of entries, bodies) deleted per statement, so that one prune never holds a long transaction over a big table. */
const PRUNE_CHUNK = 10_000;
const zPayload = z.object({});

/**
 * Deletes request log entries older than 30 days, then schedules its next run a day later: one chain of jobs with due
 * times, started by the worker (scheduleRequestLogPrune) and kept going by each run.
 */
export const requestLogPruneJob = defineJob<z.infer<typeof zPayload>>({
  type: 'request_log.prune',
  payload: zPayload,
  // A run that keeps failing retries for days rather than ending the chain.
  maxAttempts: 1_000,
  retryDelayMs: (attempt) => Math.min(3_600_000, 1_000 * 2 ** (attempt - 1)),
  timeoutMs: 10 * 60_000,
  async handle(_payload, { db, log, signal }) {
    const cutoff = new Date(Date.now() - REQUEST_LOG_RETENTION_DAYS * DAY_MS);
    let deleted = 0;
    await deleteInChunks(async (limit) => {
      const gone = await deleteRequestLogsBefore(db, cutoff, limit);
      deleted += gone.entries;
      return gone.batches;
    }, signal);
    const bodies = await deleteInChunks((limit) => deleteRequestLogBodiesBefore(db, cutoff, limit), signal);
    if (deleted > 0 || bodies > 0) {
      log.info(
        { deleted, bodies, cutoff },
        'request log entries past their 30 days deleted, with the bodies only they named',
      );
    }
    await scheduleRequestLogPrune(db, new Date(Date.now() + DAY_MS));
  },
});

/** Runs `deleteChunk` until a chunk comes back short (or the job is stopped); how many rows went in all. */
async function deleteInChunks(deleteChunk: (limit: number) => Promise<number>, signal: AbortSignal): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteChunk(PRUNE_CHUNK);
    deleted += count;
    if (count < PRUNE_CHUNK || signal.aborted) return deleted;
  }
}

/**
 * Queues the next prune at `runAt` unless one is already queued. An advisory lock keeps two workers starting at once
 * (or a run and a start) from queueing two.
 */
export async function scheduleRequestLogPrune(db: Db, runAt = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${requestLogPruneJob.type}))`);
    const queued = await queryRows<{ id: string }>(
      tx,
      sql`select id from jobs where type = ${requestLogPruneJob.type} and status = 'queued' limit 1`,
    );
    if (queued.length === 0) await enqueueJob(tx, requestLogPruneJob, {}, { runAt });
  });
}
