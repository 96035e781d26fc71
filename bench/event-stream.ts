import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '@/server/db/client';
import { recordEvent } from '@/server/webhooks/events';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { round, type LoadResult } from './lib/load';
import { startApi, type BenchApi } from './lib/processes';
import { seedCompany, type Seeded } from './lib/seed';

const READERS = 100;
const EVENTS_PER_SEC = 200;
/** The baseline's channel: each event's transaction also NOTIFYs its number here, so that a bare client times it. */
const BASELINE_CHANNEL = 'bench_event_stream';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One stream reader over node:http: notes, per event, the time from its `emitted_at` to its arrival. */
function openReader(api: BenchApi, key: string, latencies: number[]) {
  return new Promise<() => void>((resolve, reject) => {
    const request = http.get(`${api.url}/api/v1/events/stream`, {
      headers: { authorization: `Bearer ${key}` },
      agent: false,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = Date.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) latencies.push(at - (JSON.parse(data) as { data: { emitted_at: number } }).data.emitted_at);
        }
      });
      resolve(() => request.destroy());
    });
  });
}

function latencyLoad(latencies: number[], events: number, seconds: number, connections: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests_per_sec: round(latencies.length / seconds),
    latency_ms: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.at(-1)!,
      mean: round(sorted.reduce((sum, value) => sum + value, 0) / sorted.length, 2),
    },
    requests: latencies.length,
    non_2xx: 0,
    errors: events * connections - latencies.length,
    connections,
    duration_s: round(seconds, 2),
  };
}

/** EVENTS_PER_SEC events for BENCH_DURATION seconds, each committed in its own transaction at a steady pace. */
async function emitSteadily(database: Database, seeded: Seeded, total: number) {
  const tenant = { kind: 'company' as const, companyId: seeded.companyId, livemode: true };
  const interval = 1000 / EVENTS_PER_SEC;
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(
      database.db.transaction(async (tx) => {
        const emittedAt = Date.now();
        await recordEvent(tx, tenant, 'logistics.completed', { id: `bench-${n}`, n, emitted_at: emittedAt });
        await tx.execute(sql`select pg_notify(${BASELINE_CHANNEL}, ${String(emittedAt)})`);
      }),
    );
  }
  await Promise.all(pending);
  return (performance.now() - started) / 1000;
}

export const eventStream: Benchmark = {
  name: 'event-stream',
  description:
    `GET /api/v1/events/stream on PostgreSQL: ${READERS} connected readers, ${EVENTS_PER_SEC} events/s each committed in its own ` +
    'transaction; latency from just before the commit to the event arriving at each reader. Baseline in the same run: ' +
    "the same transactions' NOTIFY received by a bare pg LISTEN client (the floor the database sets).",
  async run() {
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    let database: Database | null = null;
    const baseline = new pg.Client({ connectionString: api.database.url });
    const closers: (() => void)[] = [];
    try {
      const seeded = await seedCompany(api);
      database = await openDatabase({ url: api.database.url, dataDir: api.database.dataDir, poolSize: 20 });
      const baselineLatencies: number[] = [];
      await baseline.connect();
      baseline.on('notification', (message) => {
        if (message.channel === BASELINE_CHANNEL) baselineLatencies.push(Date.now() - Number(message.payload));
      });
      await baseline.query(`LISTEN ${BASELINE_CHANNEL}`);
      const latencies: number[] = [];
      for (let i = 0; i < READERS; i++) closers.push(await openReader(api, seeded.key, latencies));

      // Warm-up, not counted.
      await emitSteadily(database, seeded, Math.round(BENCH.warmup * EVENTS_PER_SEC));
      await sleep(1_000);
      latencies.length = 0;
      baselineLatencies.length = 0;

      const total = Math.round(BENCH.duration * EVENTS_PER_SEC);
      const seconds = await emitSteadily(database, seeded, total);
      const deadline = Date.now() + 30_000;
      while (latencies.length < total * READERS && Date.now() < deadline) await sleep(50);
      const stream = latencyLoad(latencies, total, seconds, READERS);
      const bare = latencyLoad(baselineLatencies, total, seconds, 1);
      const p99 = stream.latency_ms.p99;
      return {
        name: this.name,
        description: this.description,
        rows: [
          { name: `baseline: bare LISTEN client, ${EVENTS_PER_SEC} commits/s (ms commit → NOTIFY)`, load: bare },
          { name: `stream: ${READERS} readers × ${EVENTS_PER_SEC} events/s (ms commit → reader)`, load: stream },
        ],
        targets: [
          {
            name: `commit → stream reader p99 at ${EVENTS_PER_SEC} events/s, ${READERS} readers`,
            target: '≤ 250 ms',
            actual: `${p99} ms (baseline p99 ${bare.latency_ms.p99} ms; p50 ${stream.latency_ms.p50} vs ${bare.latency_ms.p50} ms)`,
            met: p99 <= 250,
          },
          {
            name: 'every event reached every reader',
            target: `${total * READERS}`,
            actual: `${latencies.length}`,
            met: latencies.length === total * READERS,
          },
        ],
        details: { readers: READERS, events: total, emit_seconds: round(seconds, 2) },
      };
    } finally {
      for (const close of closers) close();
      await baseline.end().catch(() => {});
      await database?.close();
      await api.stop();
    }
  },
};
