import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round, type LoadResult } from './lib/load';
import { startQuoteApi, type QuoteApi } from './lib/seed';
import type { Row, Target } from './lib/report';

/** Throughput lost to the request log may be at most this share, on each operation. */
const MAX_LOSS = 0.05;

/** The mean of runs: req/s, latency and CPU per request. */
export function meanOf(runs: LoadResult[]): LoadResult {
  const mean = (pick: (run: LoadResult) => number, digits = 1) =>
    round(runs.reduce((sum, run) => sum + pick(run), 0) / runs.length, digits);
  return {
    ...runs[0]!,
    requests_per_sec: mean((run) => run.requests_per_sec),
    latency_ms: {
      p50: mean((run) => run.latency_ms.p50),
      p90: mean((run) => run.latency_ms.p90),
      p99: mean((run) => run.latency_ms.p99),
      max: Math.max(...runs.map((run) => run.latency_ms.max)),
      mean: mean((run) => run.latency_ms.mean, 2),
    },
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    non_2xx: runs.reduce((sum, run) => sum + run.non_2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    server_cpu_ms_per_request: mean((run) => run.server_cpu_ms_per_request ?? 0, 3),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const requestLog: Benchmark = {
  name: 'request-log',
  description:
    "The request log's cost: GET /api/v1/quotes/:id and POST /api/v1/quotes (as get-quote and create-quote) on two APIs of one run, REQUEST_LOG=true and REQUEST_LOG=false, PostgreSQL; measured in pairs of 5 s runs (8 unless BENCH_REQUEST_LOG_PAIRS) whose order alternates (off-on, on-off, …) so that a drift of the machine's speed falls on both; the ratio \"on / off\" of the mean req/s, the median of the pairs' ratios, and each pair's.",
  async run() {
    const off = await startQuoteApi({ REQUEST_LOG: 'false' });
    const on = await startQuoteApi({ REQUEST_LOG: 'true' });
    try {
      const rows: Row[] = [];
      const targets: Target[] = [];
      const ratios: Record<string, number | number[]> = {};
      for (const [operation, label] of [
        ['get', 'GET /api/v1/quotes/:id'],
        ['post', 'POST /api/v1/quotes'],
      ] as const) {
        const measure = (api: QuoteApi) =>
          measureLoad(api[operation], { server: api.api, duration: Math.max(3, BENCH.duration / 2) });
        const offRuns: LoadResult[] = [];
        const onRuns: LoadResult[] = [];
        for (let pair = 0; pair < BENCH.requestLogPairs; pair += 1) {
          for (const side of pair % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
            (side === 'on' ? onRuns : offRuns).push(await measure(side === 'on' ? on : off));
          }
        }
        const pairRatios = onRuns.map((run, pair) => run.requests_per_sec / offRuns[pair]!.requests_per_sec);
        ratios[`${operation}_pair_ratios`] = pairRatios.map((value) => Number(value.toFixed(3)));
        const withoutLog = meanOf(offRuns);
        const withLog = meanOf(onRuns);
        rows.push({ name: `${label}, REQUEST_LOG=false`, load: withoutLog });
        rows.push({ name: `${label}, REQUEST_LOG=true`, load: withLog });
        const ratio = withLog.requests_per_sec / withoutLog.requests_per_sec;
        ratios[`${operation}_on_off_ratio`] = Number(ratio.toFixed(3));
        ratios[`${operation}_median_pair_ratio`] = Number(median(pairRatios).toFixed(3));
        ratios[`${operation}_cpu_per_request_on_off_ratio`] = Number(
          ((withLog.server_cpu_ms_per_request ?? 0) / (withoutLog.server_cpu_ms_per_request || 1)).toFixed(3),
        );
        console.log(
          `  ${label}: ${withLog.requests_per_sec} req/s with the request log, ${withoutLog.requests_per_sec} without: ratio ${ratio.toFixed(3)}, median pair ${median(pairRatios).toFixed(3)} (pairs: ${pairRatios.map((value) => value.toFixed(3)).join(', ')})`,
        );
        targets.push({
          name: `${label} req/s, log on / off`,
          target: `≥ ${percent(1 - MAX_LOSS, 1)}`,
          actual: percent(withLog.requests_per_sec, withoutLog.requests_per_sec),
          met: ratio >= 1 - MAX_LOSS && withLog.non_2xx === 0 && withoutLog.non_2xx === 0,
        });
      }
      return { name: this.name, description: this.description, rows, targets, details: ratios };
    } finally {
      await on.api.stop();
      await off.api.stop();
    }
  },
};
