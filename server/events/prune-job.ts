import { z } from 'zod';
import type { Db } from '../db/client';
import { ensureDailyJob } from '../jobs/daily';
import { defineJob } from '../jobs/define';
import { deleteEventsBefore, retentionCutoff } from './repo';

/** Events deleted per statement, so that one run never holds a long transaction over a big table. */
const PRUNE_CHUNK = 5_000;

/**
 * The daily run: events older than 30 days are deleted, with their webhook deliveries (their retries ended long
 * before). The list, the stream and GET /events/:id already stop showing them at 30 days; this keeps the table small.
 */
export const eventPruneJob = defineJob<Record<string, never>>({
  type: 'events.prune',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  timeoutMs: 30 * 60_000,
  async handle(_payload, { db, log, signal }) {
    const cutoff = retentionCutoff();
    let deleted = 0;
    for (;;) {
      const gone = await deleteEventsBefore(db, cutoff, PRUNE_CHUNK);
      deleted += gone;
      if (gone < PRUNE_CHUNK || signal.aborted) break;
    }
    if (deleted > 0) log.info({ deleted, cutoff }, 'events past their 30 days deleted');
  },
});

/** Worker maintenance: keeps the next daily run (04:00 UTC) queued. */
export const scheduleEventPrune = (db: Db) => ensureDailyJob(db, eventPruneJob, 4);
