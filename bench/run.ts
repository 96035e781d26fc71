import os from 'node:os';
import { auditConcurrency } from './audit-concurrency';
import { bffOverhead } from './bff-overhead';
import { ceiling } from './ceiling';
import { createQuote } from './create-quote';
import { dashboardBench } from './dashboard';
import { deepPagination } from './deep-pagination';
import { eventStream } from './event-stream';
import { exportBench } from './export';
import { firstStart } from './first-start';
import { getQuote, pgliteGetQuote } from './get-quote';
import { importBench } from './import';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round, type LoadResult } from './lib/load';
import { startCeilingServer } from './lib/processes';
import { memory } from './memory';
import { requestLog } from './request-log';
import { traces } from './traces';
import { webhookDelivery } from './webhook-delivery';
import { formatResults, machine, writeResult, type BenchResult } from './lib/report';

// `npm run bench [name…]`: runs the named benchmarks (all by default), prints a table, writes bench/results/<name>.json.
const BENCHMARKS: Benchmark[] = [
  ceiling,
  getQuote,
  createQuote,
  auditConcurrency,
  requestLog,
  traces,
  pgliteGetQuote,
  deepPagination,
  webhookDelivery,
  eventStream,
  bffOverhead,
  dashboardBench,
  memory,
  exportBench,
  importBench,
  firstStart,
];

const names = process.argv.slice(2);
const unknown = names.filter((name) => !BENCHMARKS.some((benchmark) => benchmark.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.map((benchmark) => benchmark.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = names.length > 0 ? BENCHMARKS.filter((benchmark) => names.includes(benchmark.name)) : BENCHMARKS;

let ceilingLoad: Promise<LoadResult> | null = null;
const context = {
  ceiling() {
    ceilingLoad ??= (async () => {
      const server = await startCeilingServer();
      try {
        return await measureLoad({ url: `${server.url}/` }, { server });
      } finally {
        await server.stop();
      }
    })();
    return ceilingLoad;
  },
};

const settings = {
  duration_s: BENCH.duration,
  warmup_s: BENCH.warmup,
  connections: BENCH.connections,
  api_log_level: BENCH.logLevel,
};
console.log(`Machine: ${JSON.stringify(machine())}\nSettings: ${JSON.stringify(settings)}\n`);
const results: BenchResult[] = [];
let failed = false;
for (const benchmark of selected) {
  process.stdout.write(`${benchmark.name}: ${benchmark.description}\n`);
  const loadBefore = os.loadavg()[0]!;
  if (loadBefore > os.cpus().length / 2) {
    console.warn(
      `  warning: load average ${loadBefore.toFixed(1)} on ${os.cpus().length} CPUs before the run; other work skews these numbers`,
    );
  }
  try {
    const result = await benchmark.run(context);
    results.push(result);
    console.log(
      `  → ${writeResult(result, { ...settings, load_average_before: round(loadBefore, 2), load_average_after: round(os.loadavg()[0]!, 2) })}`,
    );
  } catch (error) {
    failed = true;
    console.error(`  ${benchmark.name} failed:`, error);
  }
}
console.log(`\n${formatResults(results)}`);
process.exit(failed ? 1 : 0);
