import pg from 'pg';

// What the API's connections wait on while a benchmark loads it: pg_stat_activity sampled every 50 ms, each active
// query that waits counted by its wait event and the statement it runs (for a lock, the table it is on when PostgreSQL
// names one), so that a benchmark can show which rows writers queue on, and that none queue on audit_chain_heads.

export type LockWaits = {
  samples: number;
  /** Samples × active connections of the database, whether waiting or not. */
  active: number;
  /** Waiting connections seen, by `wait_event_type:wait_event on <table or statement>`, most seen first. */
  waits: Record<string, number>;
  /** Lock waits on audit_chain_heads: by the table locked or the statement waiting (0 is the design's promise). */
  on_audit_chain_heads: number;
};

const SAMPLE = `
  select a.wait_event_type, a.wait_event, left(regexp_replace(a.query, '\\s+', ' ', 'g'), 60) as query,
    (select string_agg(distinct c.relname, ',') from pg_locks l join pg_class c on c.oid = l.relation
      where l.pid = a.pid and not l.granted) as waiting_on
  from pg_stat_activity a
  where a.datname = current_database() and a.state = 'active' and a.pid <> pg_backend_pid()
    and a.backend_type = 'client backend'`;

/** Starts sampling the database at `url`; `stop()` answers what was seen. */
export async function sampleLockWaits(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seen: LockWaits = { samples: 0, active: 0, waits: {}, on_audit_chain_heads: 0 };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query(SAMPLE);
      seen.samples += 1;
      seen.active += rows.length;
      for (const row of rows) {
        // Client reads and idle-in-transaction time are not waits on the database's side.
        if (!row.wait_event_type || row.wait_event_type === 'Client') continue;
        const target = row.waiting_on ?? row.query;
        const name = `${row.wait_event_type}:${row.wait_event} on ${target}`;
        seen.waits[name] = (seen.waits[name] ?? 0) + 1;
        // A row lock shows as a wait on the holder's transaction id: the statement says which table it is for.
        const text = `${row.waiting_on ?? ''} ${row.query ?? ''}`;
        if (row.wait_event_type === 'Lock' && text.includes('audit_chain_heads')) seen.on_audit_chain_heads += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let result: Promise<LockWaits> | null = null;
  return {
    /** Stops (once; later calls answer the same). */
    stop(): Promise<LockWaits> {
      stopped = true;
      result ??= loop.then(async () => {
        await client.end();
        const sorted = Object.entries(seen.waits).sort(([, a], [, b]) => b - a);
        return { ...seen, waits: Object.fromEntries(sorted.slice(0, 12)) };
      });
      return result;
    },
  };
}

/**
 * Waits until the database is quiet (at most 60 s): no client query for half a second, no job due that is not done,
 * no audit event waiting to be sealed. What the previous run left (requests autocannon gave up on, their jobs, the
 * events to seal) would otherwise weigh on the next run and its samples.
 */
export async function waitUntilQuiet(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const deadline = Date.now() + 60_000;
    let quietSince = Date.now();
    while (Date.now() < deadline && Date.now() - quietSince < 500) {
      const { rows } = await client.query(
        `select (select count(*)::int from pg_stat_activity where datname = current_database()
                   and state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend')
              + (select count(*)::int from jobs where status in ('queued', 'running') and run_at <= now())
              + (select count(*)::int from audit_events where seq is null) as busy`,
      );
      if (rows[0].busy > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (Date.now() >= deadline) console.warn(`  warning: ${url} was still busy after 60 s; the next run starts anyway`);
  } finally {
    await client.end();
  }
}
