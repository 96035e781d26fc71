import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { sendRequest } from '@/tests/support/server';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { startApi, type BenchApi } from './lib/processes';
import { call, HIGH_RATE_LIMIT } from './lib/seed';

// An HRIS import of BENCH_IMPORT_ROWS employees (100,000) through the real API in requests of 10,000 rows, on
// PostgreSQL and on the embedded database, with the API's resident memory sampled every 20 ms. Beside it, in the same
// run, the physical floor: the same rows written with bare pg through COPY into the employees table of a fresh
// database. Then the same file again, which must change nothing and take a fraction of the time.

const ROWS = BENCH.importRows;
const PER_REQUEST = 10_000;
const COUNTRIES = ['GB', 'DE', 'US', 'FR', 'NL'];
const DEPARTMENTS = ['Engineering', 'Sales', 'Support', 'Finance', 'People'];

type EmployeeRecord = {
  hris_id: string;
  name: string;
  email: string;
  status: string;
  department: string;
  job_title: string;
  country: string;
  start_date: string;
  employee_number: string;
};

function record(n: number): EmployeeRecord {
  const id = String(n).padStart(6, '0');
  return {
    hris_id: `E-${id}`,
    name: `Employee ${id}`,
    email: `employee${id}@bench.example`,
    status: 'active',
    department: DEPARTMENTS[n % DEPARTMENTS.length]!,
    job_title: 'Specialist',
    country: COUNTRIES[n % COUNTRIES.length]!,
    start_date: `2024-${String((n % 12) + 1).padStart(2, '0')}-01`,
    employee_number: id,
  };
}

/** Request `index` of the file: rows index × PER_REQUEST + 1 onwards. */
function requestBody(index: number): EmployeeRecord[] {
  const first = index * PER_REQUEST + 1;
  return Array.from({ length: Math.min(PER_REQUEST, ROWS - first + 1) }, (_, offset) => record(first + offset));
}

const requests = Math.ceil(ROWS / PER_REQUEST);

type PeakRss = { api: number; database: number };

/** Peaks of the API's RSS and of the embedded database's process while `work` runs, sampled every 20 ms. */
async function withPeakRss<T>(api: BenchApi, work: () => Promise<T>): Promise<{ result: T; peak: PeakRss }> {
  const peak: PeakRss = { api: 0, database: 0 };
  const sample = () => {
    peak.api = Math.max(peak.api, api.rssMb());
    peak.database = Math.max(peak.database, api.embeddedDatabaseRssMb());
  };
  sample();
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

type ImportRun = { elapsed_ms: number; created: number; updated: number; unchanged: number; errors: number };

async function importFile(api: BenchApi, companyId: string): Promise<ImportRun> {
  const run: ImportRun = { elapsed_ms: 0, created: 0, updated: 0, unchanged: 0, errors: 0 };
  for (let index = 0; index < requests; index++) {
    const body = requestBody(index);
    const started = performance.now();
    const response = await sendRequest(api.url, 'POST', `/operator/v1/companies/${companyId}/employees/import`, {
      token: api.operatorToken,
      body,
    });
    run.elapsed_ms += performance.now() - started;
    if (response.status !== 200) throw new Error(`import request ${index + 1}: ${response.status} ${response.text}`);
    const summary = response.body.data;
    run.created += summary.created;
    run.updated += summary.updated;
    run.unchanged += summary.unchanged;
    run.errors += summary.errors.length;
  }
  run.elapsed_ms = Math.round(run.elapsed_ms);
  return run;
}

type ApiRun = {
  first: ImportRun;
  again: ImportRun;
  idle_rss_mb: number;
  peak_rss_mb: number;
  /** The embedded database's process (a child of the API's); 0 on PostgreSQL, a server of its own. */
  database_idle_rss_mb: number;
  database_peak_rss_mb: number;
};

/**
 * The import through an API started as `npm run api` starts it. With `worker`, its job worker runs in-process (the
 * default) and works off the lifecycle jobs of the imported people while the requests go on, as it would in
 * production beside them; without, the jobs wait for a worker process that is not running.
 */
async function throughApi(embedded: boolean, worker: boolean): Promise<ApiRun> {
  const api = await startApi({
    embedded,
    env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT, WORKER_IN_PROCESS: String(worker) },
  });
  try {
    const company = await call(api, 'POST', '/operator/v1/companies', api.operatorToken, { name: 'Bench Directory' });
    const idle = { api: api.rssMb(), database: api.embeddedDatabaseRssMb() };
    const measured = await withPeakRss(api, async () => ({
      first: await importFile(api, company.id),
      again: await importFile(api, company.id),
    }));
    return {
      ...measured.result,
      idle_rss_mb: Math.round(idle.api),
      peak_rss_mb: Math.round(measured.peak.api),
      database_idle_rss_mb: Math.round(idle.database),
      database_peak_rss_mb: Math.round(measured.peak.database),
    };
  } finally {
    await api.stop();
  }
}

const COPY_COLUMNS = [
  'company_id',
  'livemode',
  'hris_id',
  'name',
  'email',
  'status',
  'department',
  'job_title',
  'country',
  'country_code',
  'hire_date',
  'employee_number',
  'synced_at',
  'created_at',
  'updated_at',
];

/** The floor: the same rows through COPY with bare pg into the employees table of a fresh, migrated database. */
async function copyFloor(): Promise<{ elapsed_ms: number }> {
  const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
  try {
    const company = await call(api, 'POST', '/operator/v1/companies', api.operatorToken, { name: 'Bench Floor' });
    const client = new pg.Client({ connectionString: api.database.url! });
    await client.connect();
    try {
      const started = performance.now();
      for (let index = 0; index < requests; index++) {
        const now = new Date().toISOString();
        const lines = requestBody(index).map(
          (row) =>
            [
              company.id,
              't',
              row.hris_id,
              row.name,
              row.email,
              row.status,
              row.department,
              row.job_title,
              row.country,
              row.country,
              row.start_date,
              row.employee_number,
              now,
              now,
              now,
            ].join('\t') + '\n',
        );
        await pipeline(
          Readable.from(lines),
          client.query(copyFrom(`copy employees (${COPY_COLUMNS.join(', ')}) from stdin`)),
        );
      }
      const elapsed_ms = Math.round(performance.now() - started);
      const { rows } = await client.query<{ count: string }>('select count(*) from employees where company_id = $1', [
        company.id,
      ]);
      if (Number(rows[0]!.count) !== ROWS) throw new Error(`COPY wrote ${rows[0]!.count} rows, not ${ROWS}`);
      return { elapsed_ms };
    } finally {
      await client.end();
    }
  } finally {
    await api.stop();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describeRun = (run: ApiRun) =>
  `${seconds(run.first.elapsed_ms)} (${run.first.created.toLocaleString('en-US')} created); again ${seconds(run.again.elapsed_ms)} (${run.again.unchanged.toLocaleString('en-US')} unchanged); API RSS peak ${run.peak_rss_mb} MB (idle ${run.idle_rss_mb})` +
  (run.database_peak_rss_mb > 0
    ? `; the embedded database's process: peak ${run.database_peak_rss_mb} MB (idle ${run.database_idle_rss_mb})`
    : '');

export const importBench: Benchmark = {
  name: 'import',
  description: `An HRIS import of ${ROWS.toLocaleString('en-US')} employees in requests of ${PER_REQUEST.toLocaleString('en-US')} through the API (PostgreSQL, embedded), then the same file again, against bare pg COPYing the same rows.`,
  async run() {
    const floor = await copyFloor();
    const postgres = await throughApi(false, true);
    const postgresAlone = await throughApi(false, false);
    const embedded = await throughApi(true, true);
    const embeddedAlone = await throughApi(true, false);
    const ratio = postgres.first.elapsed_ms / floor.elapsed_ms;
    const complete = (run: ApiRun) =>
      run.first.created === ROWS && run.first.errors === 0 && run.again.unchanged === ROWS && run.again.updated === 0;
    return {
      name: this.name,
      description: this.description,
      rows: [
        { name: 'floor: bare pg, COPY into employees', notes: seconds(floor.elapsed_ms) },
        { name: 'API on PostgreSQL', notes: `${describeRun(postgres)}; ×${ratio.toFixed(1)} the floor` },
        {
          name: 'API on PostgreSQL, no worker in-process',
          notes: `${describeRun(postgresAlone)}; ×${(postgresAlone.first.elapsed_ms / floor.elapsed_ms).toFixed(1)} the floor`,
        },
        { name: 'API on the embedded database (PGlite)', notes: describeRun(embedded) },
        { name: 'API on the embedded database, no worker in-process', notes: describeRun(embeddedAlone) },
      ],
      targets: [
        {
          name: `PostgreSQL: ${ROWS.toLocaleString('en-US')} employees imported`,
          target: 'within 30 s',
          actual: `${seconds(postgres.first.elapsed_ms)} (×${ratio.toFixed(1)} COPY's ${seconds(floor.elapsed_ms)})`,
          met: complete(postgres) && postgres.first.elapsed_ms <= 30_000,
        },
        {
          name: `Embedded: ${ROWS.toLocaleString('en-US')} employees imported`,
          target: 'within 90 s',
          actual: seconds(embedded.first.elapsed_ms),
          met: complete(embedded) && embedded.first.elapsed_ms <= 90_000,
        },
        {
          name: "PostgreSQL: the API's peak RSS",
          target: 'under 300 MB',
          actual: `${postgres.peak_rss_mb} MB (idle ${postgres.idle_rss_mb})`,
          met: postgres.peak_rss_mb < 300,
        },
        {
          name: "Embedded: the API's peak RSS",
          target: 'under 300 MB',
          actual: `${embedded.peak_rss_mb} MB (idle ${embedded.idle_rss_mb})`,
          met: embedded.peak_rss_mb < 300,
        },
        ...[postgres, embedded].map((run, index) => ({
          name: `${index === 0 ? 'PostgreSQL' : 'Embedded'}: re-importing the same file`,
          target: 'changes nothing, a fraction of the first time',
          actual: `${seconds(run.again.elapsed_ms)} (${((run.again.elapsed_ms / run.first.elapsed_ms) * 100).toFixed(0)}%)`,
          met: complete(run) && run.again.elapsed_ms < run.first.elapsed_ms / 2,
        })),
      ],
      details: { floor, postgres, postgres_no_worker: postgresAlone, embedded, embedded_no_worker: embeddedAlone },
    };
  },
};
