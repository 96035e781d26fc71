import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { enqueueJob, enqueueJobs, MAX_RUNNING_PER_GROUP } from '@/server/jobs/queue';
import { createTestDatabase, POSTGRES_URL } from '../../support/database';
import { probeJob } from '../../support/probe-jobs';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  // A long fallback poll, so that prompt runs can only come from NOTIFY wake-ups.
  server = await startTestServer({
    env: { WORKER_IN_PROCESS: 'true', WORKER_POLL_INTERVAL: '20s' },
    extraJobs: [probeJob],
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const db = () => server.running.database.db;
const runsOf = (n: number) => receiver.received.filter((entry) => entry.json.n === n);
const jobRow = async (id: string) =>
  (
    await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      db(),
      sql`select status, attempts, last_error from jobs where id = ${id}`,
    )
  )[0]!;

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction, woken at once by NOTIFY', async () => {
    const enqueuedAt = Date.now();
    const id = await db().transaction((tx) =>
      enqueueJob(tx, probeJob, { n: 1, url: `${receiver.url}/probe`, delayMs: 0, failTimes: 0 }),
    );
    await receiver.waitFor(() => runsOf(1).length === 1);
    // Far below the 20 s fallback poll: the worker was woken by the commit.
    expect(runsOf(1)[0]!.at - enqueuedAt).toBeLessThan(5_000);
    await expect.poll(async () => (await jobRow(id)).status).toBe('succeeded');
  });

  it('never runs a job whose transaction rolled back', async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueJob(tx, probeJob, { n: 2, url: `${receiver.url}/probe`, delayMs: 0, failTimes: 0 });
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    const marker = await enqueueJob(db(), probeJob, { n: 3, url: `${receiver.url}/probe`, delayMs: 0, failTimes: 0 });
    await receiver.waitFor(() => runsOf(3).length === 1);
    // The worker records success after the handler returns, so the row may lag the receiver by a moment.
    await expect.poll(async () => (await jobRow(marker)).status).toBe('succeeded');
    expect(runsOf(2)).toHaveLength(0);
  });

  it('retries a failing job with growing delays until it succeeds', async () => {
    const id = await enqueueJob(db(), probeJob, { n: 4, url: `${receiver.url}/probe`, delayMs: 0, failTimes: 2 });
    await receiver.waitFor(() => runsOf(4).length === 3);
    const runs = runsOf(4);
    expect(runs.map((run) => run.json.attempt)).toEqual([1, 2, 3]);
    // retryDelayMs of the probe job: 200 ms after attempt 1, 400 ms after attempt 2.
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(180);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(380);
    await expect.poll(async () => (await jobRow(id)).status).toBe('succeeded');
  });

  it('marks a job failed, with its last error, once its attempts are spent', async () => {
    const id = await enqueueJob(db(), probeJob, { n: 5, url: `${receiver.url}/probe`, delayMs: 0, failTimes: 99 });
    await expect.poll(async () => (await jobRow(id)).status, { timeout: 10_000 }).toBe('failed');
    const row = await jobRow(id);
    expect(row.attempts).toBe(5);
    expect(row.last_error).toContain('failing on purpose, attempt 5');
    expect(runsOf(5)).toHaveLength(5);
  });

  it('aborts a run past its timeout and retries it', async () => {
    const id = await enqueueJob(db(), probeJob, { n: 6, url: `${receiver.url}/probe`, delayMs: 2_500, failTimes: 0 });
    await expect.poll(async () => (await jobRow(id)).last_error, { timeout: 10_000 }).toContain('timed out');
    expect(runsOf(6)).toHaveLength(0);
  });
});

describe('job groups', () => {
  it(`run at most ${MAX_RUNNING_PER_GROUP} jobs of a group at once, and a group's long backlog does not hold back the others`, async () => {
    const probe = (n: number, delayMs: number) => ({ n, url: `${receiver.url}/probe`, delayMs, failTimes: 0 });
    // A backlog far larger than one claim looks at (limit × 20 candidates), queued before the other group's jobs.
    const slow = Array.from({ length: 800 }, (_, i) => ({
      payload: probe(10_000 + i, 400),
      options: { groupKey: 'slow-endpoint' },
    }));
    await db().transaction((tx) => enqueueJobs(tx, probeJob, slow));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fast = Array.from({ length: 6 }, (_, i) => ({
      payload: probe(20_000 + i, 0),
      options: { groupKey: 'fast-endpoint' },
    }));
    await db().transaction((tx) => enqueueJobs(tx, probeJob, fast));

    let mostRunning = 0;
    const deadline = Date.now() + 15_000;
    while (receiver.received.filter((entry) => entry.json.n >= 20_000).length < fast.length && Date.now() < deadline) {
      const [row] = await queryRows<{ running: number }>(
        db(),
        sql`select count(*)::int as running from jobs where group_key = 'slow-endpoint' and status = 'running'`,
      );
      mostRunning = Math.max(mostRunning, row!.running);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(receiver.received.filter((entry) => entry.json.n >= 20_000)).toHaveLength(fast.length);
    expect(mostRunning).toBeGreaterThan(0);
    expect(mostRunning).toBeLessThanOrEqual(MAX_RUNNING_PER_GROUP);
    // The slow group is still far from done: the fast jobs did not wait for its backlog.
    expect(receiver.received.filter((entry) => entry.json.n >= 10_000 && entry.json.n < 20_000).length).toBeLessThan(
      slow.length / 2,
    );
    await db().execute(sql`delete from jobs where group_key = 'slow-endpoint' and status = 'queued'`);
  });
});

describe('npm run worker', () => {
  it('refuses to start on the embedded database, naming the fix', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker-main.ts'], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: server.database.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr!.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('DATABASE_URL');
  });

  it('runs jobs that an API without an in-process worker enqueued (PostgreSQL)', async () => {
    const database = await createTestDatabase({ adminUrl: POSTGRES_URL });
    const api = await startTestServer({ database, env: { WORKER_IN_PROCESS: 'false' } });
    const worker = spawn(process.execPath, ['--import', 'tsx', 'tests/support/probe-worker.ts'], {
      env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await new Promise<void>((resolve) =>
        worker.stdout!.on('data', (chunk) => String(chunk).includes('WORKING') && resolve()),
      );
      const id = await enqueueJob(api.running.database.db, probeJob, {
        n: 7,
        url: `${receiver.url}/probe`,
        delayMs: 0,
        failTimes: 0,
      });
      await receiver.waitFor(() => runsOf(7).length === 1);
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ status: string }>(
                api.running.database.db,
                sql`select status from jobs where id = ${id}`,
              )
            )[0]!.status,
        )
        .toBe('succeeded');
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
      await api.close();
      await database.drop();
    }
  });
});
