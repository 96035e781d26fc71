import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import {
  claimJobs,
  completeJobs,
  enqueueJobs,
  JOBS_CHANNEL,
  MAX_RUNNING_PER_GROUP,
  type JobRow,
} from '@/server/jobs/queue';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';
import { probeJob } from '../../support/probe-jobs';

// Claims racing each other on PostgreSQL (several workers share one queue there), straight through the queue's
// functions: every job must be taken exactly once, whether by a claim or handed on by a finished job of its group.

let testDatabase: TestDatabase;
let database: Database;
const leases = { [probeJob.type]: 60_000 };

beforeAll(async () => {
  testDatabase = await createTestDatabase({ adminUrl: POSTGRES_URL });
  database = await openDatabase({ url: testDatabase.url, dataDir: testDatabase.dataDir, poolSize: 12 });
  await migrate(database.db);
});
afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const probe = (n: number) => ({ n, url: 'http://127.0.0.1:9/unused', delayMs: 0, failTimes: 0 });
const pause = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 3));

describe('claiming jobs from several workers at once', () => {
  it('takes every job exactly once, by a claim or handed on within its group, and keeps each group under its cap', async () => {
    const groups = 12;
    const perGroup = 40;
    const ungrouped = 120;
    await enqueueJobs(database.db, probeJob, [
      ...Array.from({ length: groups * perGroup }, (_, i) => ({
        payload: probe(i),
        options: { groupKey: `group-${i % groups}` },
      })),
      ...Array.from({ length: ungrouped }, (_, i) => ({ payload: probe(10_000 + i) })),
    ]);
    const total = groups * perGroup + ungrouped;
    const taken = new Map<string, number>();
    const holding = new Map<string, number>();
    let mostHeld = 0;
    const hold = (jobs: JobRow[]) => {
      for (const job of jobs) {
        taken.set(job.id, (taken.get(job.id) ?? 0) + 1);
        if (!job.groupKey) continue;
        holding.set(job.groupKey, (holding.get(job.groupKey) ?? 0) + 1);
        mostHeld = Math.max(mostHeld, holding.get(job.groupKey)!);
      }
    };
    const release = (jobs: JobRow[]) => {
      for (const job of jobs) if (job.groupKey) holding.set(job.groupKey, holding.get(job.groupKey)! - 1);
    };

    const worker = async () => {
      while (taken.size < total) {
        let running = await claimJobs(database.db, leases, 4);
        hold(running);
        while (running.length > 0) {
          await pause();
          const finished = running;
          running = await completeJobs(
            database.db,
            finished.map((job) => job.id),
            { claimNext: leases },
          );
          release(finished);
          hold(running);
        }
        if (taken.size < total) await pause();
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    const twice = [...taken].filter(([, times]) => times > 1);
    expect(twice).toEqual([]);
    expect(taken.size).toBe(total);
    expect(mostHeld).toBeLessThanOrEqual(MAX_RUNNING_PER_GROUP);
    const rows = await queryRows<{ status: string; attempts: number; count: number }>(
      database.db,
      sql`select status, attempts, count(*)::int as count from jobs group by status, attempts`,
    );
    expect(rows).toEqual([{ status: 'succeeded', attempts: 1, count: total }]);
  });
});

describe('the wake-up on new jobs', () => {
  it('names the groups of the jobs a statement inserted, null for jobs without one', async () => {
    const payloads: string[] = [];
    const unlisten = await database.listen(JOBS_CHANNEL, { onNotify: (payload) => payloads.push(payload) });
    try {
      await enqueueJobs(database.db, probeJob, [
        { payload: probe(1), options: { groupKey: 'endpoint-a' } },
        { payload: probe(2), options: { groupKey: 'endpoint-a' } },
        { payload: probe(3), options: { groupKey: 'endpoint-b' } },
        { payload: probe(4) },
      ]);
      await expect.poll(() => payloads.length).toBe(1);
      expect(JSON.parse(payloads[0]!)).toEqual(['endpoint-a', 'endpoint-b', null]);
    } finally {
      await unlisten();
    }
  });
});
