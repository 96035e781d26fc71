import pg from 'pg';
import { encodeCursor } from '@/server/db/pagination';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round, type LoadResult } from './lib/load';
import { startApi } from './lib/processes';
import { HIGH_RATE_LIMIT, seedCompany, type Seeded } from './lib/seed';

const DEEP_OFFSET = 100_000;

/** The company's quotes in one statement each (a quote and one catalog item per row), 1 ms apart in created_at. */
async function insertQuotes(url: string, seeded: Seeded, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into quotes (number, company_id, livemode, status, status_timestamps, requester_email, notification_emails, created_at, updated_at)
       select 'Q-BENCH-' || lpad(n::text, 6, '0'), $1, true, 'Pending Review', jsonb_build_object('Pending Review', to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
              'it@bench.example', '{}', t, t
       from (select n, timestamptz '2025-01-01T00:00:00Z' + n * interval '1 millisecond' as t from generate_series(1, $2::int) as n) as times`,
      [seeded.companyId, count],
    );
    await client.query(
      `insert into quote_items (quote_id, position, mode, product_id, configuration_id, product_type, specification, quantity, status, created_at, updated_at)
       select id, 0, 'catalog', $2, $3, 'Laptop', '{"brand":"Lenovo","model":"ThinkPad X1 Carbon Gen 12"}', 1, 'Pending Review', created_at, created_at
       from quotes where company_id = $1`,
      [seeded.companyId, seeded.productId, seeded.configurationId],
    );
    await client.query('analyze quotes; analyze quote_items');
    // The cursor the API hands out after 100,000 rows of the default sort (-created_at).
    const { rows } = await client.query<{ created_at: Date; id: string }>(
      'select created_at, id from quotes where company_id = $1 and livemode order by created_at desc, id desc offset $2 limit 1',
      [seeded.companyId, DEEP_OFFSET - 1],
    );
    const last = rows[0]!;
    return {
      cursor: encodeCursor({ s: '-created_at', v: last.created_at.toISOString(), id: last.id }),
      plans: await explainPages(client, seeded, last),
    };
  } finally {
    await client.end();
  }
}

type Plan = { execution_ms: number; shared_buffers: number; index_scan: boolean };

/** EXPLAIN ANALYZE of the list query the API sends (same WHERE, ORDER BY, LIMIT) for page 1 and the deep page. */
async function explainPages(client: pg.Client, seeded: Seeded, after: { created_at: Date; id: string }) {
  const plan = async (keyset: string, params: unknown[]): Promise<Plan> => {
    const sql = `explain (analyze, buffers, format json) select * from quotes where company_id = $1 and livemode = true ${keyset} order by created_at desc, id desc limit 26`;
    let best: Plan | null = null;
    for (let run = 0; run < 5; run += 1) {
      const { rows } = await client.query(sql, [seeded.companyId, ...params]);
      const [root] = rows[0]['QUERY PLAN'];
      const text = JSON.stringify(root.Plan);
      const current = {
        execution_ms: root['Execution Time'],
        shared_buffers: (root.Plan['Shared Hit Blocks'] ?? 0) + (root.Plan['Shared Read Blocks'] ?? 0),
        index_scan: text.includes('quotes_created_idx') && !text.includes('"Sort"'),
      };
      if (!best || current.execution_ms < best.execution_ms) best = current;
    }
    return best!;
  };
  return {
    page_1: await plan('', []),
    deep_page: await plan('and (created_at, id) < ($2::timestamptz, $3::uuid)', [
      after.created_at.toISOString(),
      after.id,
    ]),
  };
}

const combine = (runs: LoadResult[]): LoadResult => ({
  ...runs[0]!,
  requests_per_sec: round(runs.reduce((sum, run) => sum + run.requests_per_sec, 0) / runs.length),
  latency_ms: {
    p50: Math.max(...runs.map((run) => run.latency_ms.p50)),
    p90: Math.max(...runs.map((run) => run.latency_ms.p90)),
    p99: Math.max(...runs.map((run) => run.latency_ms.p99)),
    max: Math.max(...runs.map((run) => run.latency_ms.max)),
    mean: round(runs.reduce((sum, run) => sum + run.latency_ms.mean, 0) / runs.length, 2),
  },
  requests: runs.reduce((sum, run) => sum + run.requests, 0),
  non_2xx: runs.reduce((sum, run) => sum + run.non_2xx, 0),
  errors: runs.reduce((sum, run) => sum + run.errors, 0),
  duration_s: runs.reduce((sum, run) => sum + run.duration_s, 0),
  server_cpu_ms_per_request: round(
    runs.reduce((sum, run) => sum + (run.server_cpu_ms_per_request ?? 0), 0) / runs.length,
    3,
  ),
});

export const deepPagination: Benchmark = {
  name: 'deep-pagination',
  description: `GET /api/v1/quotes?limit=25 over ${BENCH.paginationRows.toLocaleString('en')} quotes of one company: page 1 vs. the page after ${DEEP_OFFSET.toLocaleString('en')} rows (keyset cursor), PostgreSQL.`,
  async run() {
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
    try {
      const seeded = await seedCompany(api);
      const started = Date.now();
      const { cursor, plans } = await insertQuotes(api.database.url!, seeded, BENCH.paginationRows);
      const seedSeconds = (Date.now() - started) / 1000;
      const headers = { authorization: `Bearer ${seeded.key}` };
      const first = { url: `${api.url}/api/v1/quotes?limit=25`, headers };
      const deep = { url: `${api.url}/api/v1/quotes?limit=25&cursor=${cursor}`, headers };
      const deepCheck = await (await fetch(deep.url, { headers })).json();
      if (deepCheck.data?.length !== 25)
        throw new Error(`the deep page answered ${JSON.stringify(deepCheck).slice(0, 200)}`);
      // A B B A, each half as long, so that a change in the machine's load hits both sides alike.
      const half = { duration: Math.max(1, BENCH.duration / 2), server: api };
      const firstRuns = [await measureLoad(first, half)];
      const deepRuns = [await measureLoad(deep, half), await measureLoad(deep, { ...half, warmup: 0 })];
      firstRuns.push(await measureLoad(first, { ...half, warmup: 0 }));
      const page1 = combine(firstRuns);
      const deepPage = combine(deepRuns);
      const cost = page1.requests_per_sec / deepPage.requests_per_sec;
      const latency = deepPage.latency_ms.mean / page1.latency_ms.mean;
      return {
        name: this.name,
        description: this.description,
        rows: [
          { name: 'page 1', load: page1 },
          { name: `page after ${DEEP_OFFSET.toLocaleString('en')} rows`, load: deepPage },
        ],
        targets: [
          {
            name: 'deep page cost vs page 1 (req/s ratio)',
            target: '≤ 1.2×',
            actual: `${cost.toFixed(2)}×`,
            met: cost <= 1.2 && deepPage.non_2xx === 0,
          },
          {
            name: 'deep page mean latency vs page 1',
            target: '≤ 1.2×',
            actual: `${latency.toFixed(2)}×`,
            met: latency <= 1.2,
          },
          {
            name: 'PostgreSQL: deep page reads no more buffers than page 1, by index',
            target: 'index scan, buffers ≤ 1.2×',
            actual: `${plans.deep_page.shared_buffers} vs ${plans.page_1.shared_buffers} buffers, ${plans.deep_page.execution_ms} vs ${plans.page_1.execution_ms} ms`,
            met: plans.deep_page.index_scan && plans.deep_page.shared_buffers <= plans.page_1.shared_buffers * 1.2,
          },
        ],
        details: {
          rows: BENCH.paginationRows,
          seed_seconds: round(seedSeconds),
          cost_ratio: round(cost, 3),
          latency_ratio: round(latency, 3),
          postgres_plans: plans,
        },
      };
    } finally {
      await api.stop();
    }
  },
};
