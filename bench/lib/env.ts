// The benchmarks' settings, read once (the API's own settings go through server/config.ts in its process).
// eslint-disable-next-line no-restricted-properties
const env = process.env;

const positive = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}: expected a positive number, got "${env[name]}"`);
  return value;
};

export const BENCH = {
  /** Seconds of each measured autocannon run. */
  duration: positive('BENCH_DURATION', 10),
  /** Seconds of warm-up before each measured run (JIT, connection pool, caches). */
  warmup: positive('BENCH_WARMUP', 3),
  connections: positive('BENCH_CONNECTIONS', 32),
  /** Seconds of mixed load before the memory benchmark reads the API's RSS. */
  memoryDuration: positive('BENCH_MEMORY_DURATION', 60),
  /** Rows of the deep-pagination benchmark. */
  paginationRows: positive('BENCH_PAGINATION_ROWS', 200_000),
  /** Pairs of runs (log off, log on) of the request-log benchmark, per operation. */
  requestLogPairs: positive('BENCH_REQUEST_LOG_PAIRS', 8),
  /** Rounds of runs (traces off, 1 in 10, all) of the traces benchmark, per operation. */
  tracesRounds: positive('BENCH_TRACES_ROUNDS', 4),
  /** Pairs of runs (audit log off, on) of the create-quote benchmark. */
  createQuotePairs: positive('BENCH_CREATE_QUOTE_PAIRS', 3),
  /** Pairs of runs (one company, spread) of the audit-concurrency benchmark, per write: two pairs swung by ±10%. */
  auditConcurrencyPairs: positive('BENCH_AUDIT_CONCURRENCY_PAIRS', 4),
  /** Rows of the export benchmark. */
  exportRows: positive('BENCH_EXPORT_ROWS', 100_000),
  /** Employees of the import benchmark (sent in requests of 10,000). */
  importRows: positive('BENCH_IMPORT_ROWS', 100_000),
  /** The API's LOG_LEVEL during the benchmarks: the production default (`info`, one line per request) unless set. */
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  /** The PostgreSQL server the benchmarks create their databases on. */
  databaseUrl: env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test',
  /** Extra node flags for the API process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
  apiNodeArgs: (env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** The same for the dashboard's server (bff-overhead, dashboard), e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. */
  dashboardNodeArgs: (env.BENCH_DASHBOARD_NODE_ARGS ?? '').split(' ').filter(Boolean),
  /** Environment handed to child processes. */
  inherited: env,
};
