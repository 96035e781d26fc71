import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/server/db/client';
import { enqueueJob } from '@/server/jobs/queue';
import { databaseGauges, DATABASE_GAUGES_TTL_MS } from '@/server/metrics/database-gauges';
import { serveMetrics, type MetricsServer } from '@/server/metrics/serve';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { probeJob } from '../../support/probe-jobs';

// The gauges read from the database at scrape time (server/metrics/database-gauges.ts), over this run's database.
let testDatabase: TestDatabase;
let database: Database;
let metrics: MetricsServer;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, dataDir: testDatabase.dataDir });
  metrics = await serveMetrics({ port: 0, host: '127.0.0.1', extra: [databaseGauges(database)] });
});
afterAll(async () => {
  await metrics?.close();
  await testDatabase?.drop();
});

const scrape = async () => (await fetch(metrics.url)).text();
const valueOf = (text: string, series: string) =>
  Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);

describe('the queue and outbox gauges', () => {
  it('count due and scheduled jobs by type, read at most once per interval however often Prometheus scrapes', async () => {
    const url = 'http://127.0.0.1:9/never-run';
    await enqueueJob(database.db, probeJob, { n: 1, url, delayMs: 0, failTimes: 0 });
    await enqueueJob(
      database.db,
      probeJob,
      { n: 2, url, delayMs: 0, failTimes: 0 },
      { runAt: new Date(Date.now() + 3_600_000) },
    );
    const firstScrapeAt = performance.now();
    const first = await scrape();
    expect(valueOf(first, 'loadout_jobs{type="test.probe",state="due"}')).toBe(1);
    expect(valueOf(first, 'loadout_jobs{type="test.probe",state="scheduled"}')).toBe(1);
    expect(valueOf(first, 'loadout_job_oldest_due_age_seconds{type="test.probe"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(first, 'loadout_db_pool_connections{state="max"}')).toBe(database.poolUse().max);
    // The embedded database's process is a child of this one; PostgreSQL is a server of its own.
    const embeddedBytes = valueOf(first, 'loadout_embedded_db_resident_memory_bytes');
    if (database.driver === 'pglite') expect(embeddedBytes).toBeGreaterThan(10 * 1024 * 1024);
    else expect(embeddedBytes).toBeNaN();

    // A job queued now is seen only once the cached answer has expired.
    await enqueueJob(database.db, probeJob, { n: 3, url, delayMs: 0, failTimes: 0 });
    const storm = await Promise.all(Array.from({ length: 20 }, scrape));
    // (Checked only when the machine was quick enough for the storm to end within the interval.)
    if (performance.now() - firstScrapeAt < DATABASE_GAUGES_TTL_MS) {
      for (const text of storm) expect(valueOf(text, 'loadout_jobs{type="test.probe",state="due"}')).toBe(1);
    }
    await new Promise((resolve) => setTimeout(resolve, DATABASE_GAUGES_TTL_MS + 100));
    expect(valueOf(await scrape(), 'loadout_jobs{type="test.probe",state="due"}')).toBe(2);
  }, 20_000);

  it('still answer, without the database gauges, when the database does not', async () => {
    await new Promise((resolve) => setTimeout(resolve, DATABASE_GAUGES_TTL_MS + 100));
    await database.close();
    const response = await fetch(metrics.url);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(valueOf(text, 'loadout_metrics_database_errors_total')).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/^loadout_jobs\{/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  }, 20_000);
});
