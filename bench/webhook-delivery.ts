import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Database } from '@/server/db/client';
import { MAX_RUNNING_PER_GROUP } from '@/server/jobs/queue';
import { recordEvent } from '@/server/webhooks/events';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { round, type LoadResult } from './lib/load';
import { startApi, type BenchApi } from './lib/processes';
import { call, seedCompany, type Seeded } from './lib/seed';

/** The API's default WORKER_CONCURRENCY: with this many slots / MAX_RUNNING_PER_GROUP endpoints, every worker slot can be busy. */
const WORKER_SLOTS = 32;
const ENDPOINTS = WORKER_SLOTS / MAX_RUNNING_PER_GROUP;
const LATENCY_EVENTS_PER_SEC = 200;
/** Deliveries of the burst per second of BENCH_DURATION: at the 1,000/s target the burst drains in about BENCH_DURATION. */
const BURST_DELIVERIES_PER_SEC = 1_000;

type Arrival = { at: number; emittedAt: number; phase: string; path: string; id: string };

/** A loopback subscriber that answers 204 at once and notes when each delivery arrived. */
async function startSink() {
  const arrivals: Arrival[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      response.statusCode = 204;
      response.end();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        data: { emitted_at: number; phase: string };
      };
      arrivals.push({
        at,
        emittedAt: event.data.emitted_at,
        phase: event.data.phase,
        path: request.url ?? '',
        id: String(request.headers['webhook-id']),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    arrivals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Sink = Awaited<ReturnType<typeof startSink>>;

async function waitForArrivals(sink: Sink, phase: string, expected: number) {
  const deadline = Date.now() + 180_000;
  const count = () => sink.arrivals.filter((arrival) => arrival.phase === phase).length;
  while (count() < expected) {
    if (Date.now() > deadline) throw new Error(`${phase}: ${count()} of ${expected} deliveries arrived within 180 s`);
    await sleep(20);
  }
  // A moment for duplicates (a delivery sent twice) to show up.
  await sleep(200);
  const arrivals = sink.arrivals.filter((arrival) => arrival.phase === phase);
  const distinct = new Set(arrivals.map((arrival) => `${arrival.path} ${arrival.id}`)).size;
  if (distinct !== expected || arrivals.length !== expected)
    throw new Error(`${phase}: ${arrivals.length} deliveries, ${distinct} distinct, expected ${expected}`);
  return arrivals;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A table row in the harness's shape: req/s is deliveries/s (first event → last arrival), latencies are event → arrival at the subscriber. */
function deliveryLoad(arrivals: Arrival[], perSecond: number, seconds: number, cpuMs: number): LoadResult {
  const latencies = arrivals.map((arrival) => arrival.at - arrival.emittedAt).sort((a, b) => a - b);
  return {
    requests_per_sec: round(perSecond),
    latency_ms: {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1)!,
      mean: round(latencies.reduce((sum, value) => sum + value, 0) / latencies.length, 2),
    },
    requests: arrivals.length,
    non_2xx: 0,
    errors: 0,
    connections: ENDPOINTS,
    duration_s: round(seconds, 2),
    server_cpu_ms_per_request: round(cpuMs / arrivals.length, 3),
  };
}

/** Records one event the way a service does: in a transaction, which queues one delivery job per subscribed endpoint. */
function emit(database: Database, seeded: Seeded, phase: string, n: number) {
  const tenant = { kind: 'company' as const, companyId: seeded.companyId, livemode: true };
  return database.db.transaction((tx) =>
    recordEvent(tx, tenant, 'logistics.completed', { phase, n, emitted_at: Date.now() }),
  );
}

/** All events of the burst in one transaction: every delivery job becomes visible at once, at the commit. */
async function measureBurst(api: BenchApi, database: Database, sink: Sink, seeded: Seeded) {
  const events = Math.ceil((BENCH.duration * BURST_DELIVERIES_PER_SEC) / ENDPOINTS);
  const cpuBefore = api.cpuMs();
  const started = Date.now();
  let committedAt = 0;
  await database.db.transaction(async (tx) => {
    const tenant = { kind: 'company' as const, companyId: seeded.companyId, livemode: true };
    for (let n = 0; n < events; n++)
      await recordEvent(tx, tenant, 'logistics.completed', { phase: 'burst', n, emitted_at: 0 });
    committedAt = Date.now();
  });
  const recordSeconds = (committedAt - started) / 1000;
  const arrivals = await waitForArrivals(sink, 'burst', events * ENDPOINTS);
  const cpuMs = api.cpuMs() - cpuBefore;
  // The events were written before the commit; their delivery can start at the commit.
  for (const arrival of arrivals) arrival.emittedAt = committedAt;
  const times = arrivals.map((arrival) => arrival.at).sort((a, b) => a - b);
  const drainSeconds = (times.at(-1)! - committedAt) / 1000;
  // Without the first and last 5% of arrivals (the worker waking up, the last slots emptying).
  const middleSeconds = (percentile(times, 95) - percentile(times, 5)) / 1000;
  return {
    events,
    recordSeconds,
    load: deliveryLoad(arrivals, arrivals.length / drainSeconds, drainSeconds, cpuMs),
    middlePerSec: round((0.9 * arrivals.length) / middleSeconds),
  };
}

/** LATENCY_EVENTS_PER_SEC events for BENCH_DURATION seconds, each in its own transaction, at a steady pace. */
async function measureLatency(api: BenchApi, database: Database, sink: Sink, seeded: Seeded) {
  const total = Math.round(BENCH.duration * LATENCY_EVENTS_PER_SEC);
  const interval = 1000 / LATENCY_EVENTS_PER_SEC;
  const cpuBefore = api.cpuMs();
  const startedAt = Date.now();
  const started = performance.now();
  const pending: Promise<unknown>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = started + n * interval - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(emit(database, seeded, 'latency', n));
  }
  await Promise.all(pending);
  const emitSeconds = (performance.now() - started) / 1000;
  const arrivals = await waitForArrivals(sink, 'latency', total);
  const cpuMs = api.cpuMs() - cpuBefore;
  const deliverySeconds = (Math.max(...arrivals.map((arrival) => arrival.at)) - startedAt) / 1000;
  return {
    total,
    emittedPerSec: round(total / emitSeconds),
    load: deliveryLoad(arrivals, total / deliverySeconds, deliverySeconds, cpuMs),
  };
}

export const webhookDelivery: Benchmark = {
  name: 'webhook-delivery',
  description:
    `Webhook deliveries from the API's in-process worker (PostgreSQL) to a loopback subscriber answering 204, ${ENDPOINTS} endpoints of one company ` +
    `subscribed to "*": a burst of events recorded in one transaction (deliveries/s from the commit to the last arrival), then ` +
    `${LATENCY_EVENTS_PER_SEC} events/s to one active endpoint (event → arrival latency). Events are recorded by recordEvent from the benchmark's own connection pool.`,
  async run() {
    const sink = await startSink();
    const api = await startApi({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
    let database: Database | null = null;
    try {
      const seeded = await seedCompany(api);
      const endpoints: { id: string }[] = [];
      for (let index = 0; index < ENDPOINTS; index++) {
        endpoints.push(
          await call(api, 'POST', '/api/v1/webhooks', seeded.key, {
            url: `${sink.url}/hooks/${index}`,
            events: ['*'],
            description: `bench ${index}`,
          }),
        );
      }
      database = await openDatabase({ url: api.database.url, dataDir: api.database.dataDir, poolSize: 20 });
      const burst = await measureBurst(api, database, sink, seeded);
      for (const endpoint of endpoints.slice(1))
        await call(api, 'PATCH', `/api/v1/webhooks/${endpoint.id}`, seeded.key, { is_active: false });
      const latency = await measureLatency(api, database, sink, seeded);
      const p99 = latency.load.latency_ms.p99;
      return {
        name: this.name,
        description: this.description,
        rows: [
          {
            name: `burst: ${burst.events} events × ${ENDPOINTS} endpoints (deliveries/s; ms commit → arrival)`,
            load: burst.load,
          },
          {
            name: `${LATENCY_EVENTS_PER_SEC} events/s × 1 endpoint (deliveries/s; ms event → arrival)`,
            load: latency.load,
          },
        ],
        targets: [
          {
            name: 'sustained deliveries/s (commit → last arrival)',
            target: '≥ 1,000',
            actual: `${burst.load.requests_per_sec}`,
            met: burst.load.requests_per_sec >= 1000,
          },
          {
            name: `event → delivery p99 at ${LATENCY_EVENTS_PER_SEC} events/s`,
            target: '≤ 250 ms',
            actual: `${p99} ms (p50 ${latency.load.latency_ms.p50} ms)`,
            met: p99 <= 250,
          },
        ],
        details: {
          endpoints: ENDPOINTS,
          burst_events: burst.events,
          burst_record_s: round(burst.recordSeconds, 2),
          burst_middle_90pct_deliveries_per_sec: burst.middlePerSec,
          latency_events: latency.total,
          latency_emitted_per_sec: latency.emittedPerSec,
        },
      };
    } finally {
      await database?.close();
      await api.stop();
      await sink.close();
    }
  },
};
