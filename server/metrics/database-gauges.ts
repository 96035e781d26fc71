import { sql } from 'drizzle-orm';
import { Counter, Gauge, Registry } from 'prom-client';
import { queryRows, type Database } from '../db/client';

/** A scrape storm reads the database at most this often: the gauges below answer from one query per interval. */
export const DATABASE_GAUGES_TTL_MS = 5_000;

type JobCounts = { type: string; due: number; scheduled: number; running: number; oldest_due_age: number | null };
type OutboxCounts = { kind: string; pending: number; retrying: number; oldest_age: number | null };
type UnsealedCounts = { unsealed: number; oldest_age: number | null };

/**
 * The gauges read from the database at scrape time: the job queue, the outbox, the audit events waiting to be sealed
 * and the connection pool.
 */
export function databaseGauges(database: Database): Registry {
  const gauges = new Registry();
  const failures = new Counter({
    name: 'loadout_metrics_database_errors_total',
    help: 'Scrapes whose queue or outbox query failed; those gauges were left out of the answer.',
    registers: [],
    // Counted once this scrape's reads have settled (they are shared), so that it tells of this scrape's failures.
    async collect() {
      await Promise.all([jobCounts(), outboxCounts(), unsealedCounts()]);
    },
  });
  const jobCounts = cached(
    () =>
      queryRows<JobCounts>(
        database.db,
        sql`select type,
            count(*) filter (where status = 'queued' and run_at <= now())::int as due,
            count(*) filter (where status = 'queued' and run_at > now())::int as scheduled,
            count(*) filter (where status = 'running')::int as running,
            extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now()))::float8
              as oldest_due_age
          from jobs where status in ('queued', 'running') group by type`,
      ),
    failures,
  );
  // Sent and stored messages stay in the table, so only the pending ones are counted (the outbox's backlog).
  const outboxCounts = cached(
    () =>
      queryRows<OutboxCounts>(
        database.db,
        sql`select kind, count(*)::int as pending, count(*) filter (where attempts > 0)::int as retrying,
            extract(epoch from now() - min(created_at))::float8 as oldest_age
          from integration_messages where status = 'pending' group by kind`,
      ),
    failures,
  );
  // Reads only the partial index of unsealed events (server/audit/seal.ts), whatever the size of the log.
  const unsealedCounts = cached(
    () =>
      queryRows<UnsealedCounts>(
        database.db,
        sql`select count(*)::int as unsealed, extract(epoch from now() - min(appended_at))::float8 as oldest_age
          from audit_events where seq is null`,
      ),
    failures,
  );

  new Gauge({
    name: 'loadout_jobs',
    help: 'Jobs in the queue by type and state: due (waiting for a worker), scheduled (due later), running.',
    labelNames: ['type', 'state'] as const,
    registers: [gauges],
    async collect() {
      this.reset();
      for (const row of await jobCounts()) {
        this.set({ type: row.type, state: 'due' }, row.due);
        this.set({ type: row.type, state: 'scheduled' }, row.scheduled);
        this.set({ type: row.type, state: 'running' }, row.running);
      }
    },
  });
  new Gauge({
    name: 'loadout_job_oldest_due_age_seconds',
    help: 'How long the oldest due job of each type has been waiting for a worker (absent: none is waiting).',
    labelNames: ['type'] as const,
    registers: [gauges],
    async collect() {
      this.reset();
      for (const row of await jobCounts()) {
        if (row.oldest_due_age !== null) this.set({ type: row.type }, Math.max(0, row.oldest_due_age));
      }
    },
  });
  new Gauge({
    name: 'loadout_outbox_messages',
    help: 'E-mails (email), tracker tasks (task) and fulfilment orders (order) not sent yet, by state: pending, retrying (a send failed).',
    labelNames: ['kind', 'state'] as const,
    registers: [gauges],
    async collect() {
      this.reset();
      for (const row of await outboxCounts()) {
        this.set({ kind: row.kind, state: 'pending' }, row.pending - row.retrying);
        this.set({ kind: row.kind, state: 'retrying' }, row.retrying);
      }
    },
  });
  new Gauge({
    name: 'loadout_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest message of each kind not sent yet.',
    labelNames: ['kind'] as const,
    registers: [gauges],
    async collect() {
      this.reset();
      for (const row of await outboxCounts()) {
        if (row.oldest_age !== null) this.set({ kind: row.kind }, Math.max(0, row.oldest_age));
      }
    },
  });
  new Gauge({
    name: 'loadout_audit_unsealed_events',
    help: 'Audit events appended but not sealed into their chain yet (the sealer seals them within a second or two).',
    registers: [gauges],
    async collect() {
      const [row] = await unsealedCounts();
      if (row) this.set(row.unsealed);
    },
  });
  new Gauge({
    name: 'loadout_audit_oldest_unsealed_age_seconds',
    help: 'Age of the oldest audit event not sealed yet (0: none is waiting).',
    registers: [gauges],
    async collect() {
      const [row] = await unsealedCounts();
      if (row) this.set(Math.max(0, row.oldest_age ?? 0));
    },
  });
  new Gauge({
    name: 'loadout_db_pool_connections',
    help: 'Database connections of this process by state: max (the pool size), open, idle. The embedded database: one.',
    labelNames: ['state'] as const,
    registers: [gauges],
    collect() {
      const use = database.poolUse();
      this.set({ state: 'max' }, use.max);
      this.set({ state: 'open' }, use.total);
      this.set({ state: 'idle' }, use.idle);
    },
  });
  new Gauge({
    name: 'loadout_db_pool_waiting_queries',
    help: 'Queries waiting for a free connection of the pool.',
    registers: [gauges],
    collect() {
      this.set(database.poolUse().waiting);
    },
  });
  const embeddedResidentBytes = database.embeddedResidentBytes;
  if (embeddedResidentBytes) {
    new Gauge({
      name: 'loadout_embedded_db_resident_memory_bytes',
      help: "Resident memory of the embedded database's process (a child of this one), in bytes.",
      registers: [gauges],
      async collect() {
        this.set(await embeddedResidentBytes().catch(() => 0));
      },
    });
  }
  gauges.registerMetric(failures);
  return gauges;
}

/**
 * The last answer of `read` while it is younger than DATABASE_GAUGES_TTL_MS; concurrent scrapes share one read. A
 * failed read answers no rows (the scrape still serves the process's other metrics), is counted, and is not kept.
 */
function cached<T>(read: () => Promise<T[]>, failures: Counter): () => Promise<T[]> {
  let last: { at: number; value: Promise<T[]> } | null = null;
  return () => {
    if (!last || performance.now() - last.at > DATABASE_GAUGES_TTL_MS) {
      const value = read().catch(() => {
        failures.inc();
        if (last?.value === value) last = null;
        return [];
      });
      last = { at: performance.now(), value };
    }
    return last.value;
  };
}
