import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { measureLoad, round, type LoadResult, type LoadTarget } from './lib/load';
import { startApi, type BenchApi } from './lib/processes';
import { HIGH_RATE_LIMIT, quoteBody, seedCompany, seedQuote } from './lib/seed';
import type { Row, Target } from './lib/report';

/** Throughput lost to the request log may be at most this share, on each operation. */
const MAX_LOSS = 0.05;

type Api = { api: BenchApi; get: LoadTarget; post: LoadTarget };

async function startWith(requestLog: boolean): Promise<Api> {
  const api = await startApi({
    env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT, REQUEST_LOG: requestLog ? 'true' : 'false' },
  });
  const seeded = await seedCompany(api);
  const quoteId = await seedQuote(api, seeded);
  const headers = { authorization: `Bearer ${seeded.key}` };
  return {
    api,
    get: { url: `${api.url}/api/v1/quotes/${quoteId}`, headers },
    post: { url: `${api.url}/api/v1/quotes`, method: 'POST', headers, body: quoteBody(seeded) },
  };
}

/** The mean of two runs: req/s, latency and CPU per request. */
function meanOf([a, b]: [LoadResult, LoadResult]): LoadResult {
  const mean = (x: number, y: number, digits = 1) => round((x + y) / 2, digits);
  return {
    ...a,
    requests_per_sec: mean(a.requests_per_sec, b.requests_per_sec),
    latency_ms: {
      p50: mean(a.latency_ms.p50, b.latency_ms.p50),
      p90: mean(a.latency_ms.p90, b.latency_ms.p90),
      p99: mean(a.latency_ms.p99, b.latency_ms.p99),
      max: Math.max(a.latency_ms.max, b.latency_ms.max),
      mean: mean(a.latency_ms.mean, b.latency_ms.mean, 2),
    },
    requests: a.requests + b.requests,
    non_2xx: a.non_2xx + b.non_2xx,
    errors: a.errors + b.errors,
    server_cpu_ms_per_request: mean(a.server_cpu_ms_per_request ?? 0, b.server_cpu_ms_per_request ?? 0, 3),
  };
}

export const requestLog: Benchmark = {
  name: 'request-log',
  description:
    'The request log\'s cost: GET /api/v1/quotes/:id and POST /api/v1/quotes (as get-quote and create-quote) on two APIs of one run, REQUEST_LOG=true and REQUEST_LOG=false, PostgreSQL; each measured twice in the order off, on, on, off so that drift falls on both; the ratio "on / off" of req/s.',
  async run() {
    const off = await startWith(false);
    const on = await startWith(true);
    try {
      const rows: Row[] = [];
      const targets: Target[] = [];
      const ratios: Record<string, number> = {};
      for (const [operation, label] of [
        ['get', 'GET /api/v1/quotes/:id'],
        ['post', 'POST /api/v1/quotes'],
      ] as const) {
        const measure = (api: Api) => measureLoad(api[operation], { server: api.api });
        const offFirst = await measure(off);
        const onFirst = await measure(on);
        const onSecond = await measure(on);
        const offSecond = await measure(off);
        const withoutLog = meanOf([offFirst, offSecond]);
        const withLog = meanOf([onFirst, onSecond]);
        rows.push({ name: `${label}, REQUEST_LOG=false`, load: withoutLog });
        rows.push({ name: `${label}, REQUEST_LOG=true`, load: withLog });
        const ratio = withLog.requests_per_sec / withoutLog.requests_per_sec;
        ratios[`${operation}_on_off_ratio`] = Number(ratio.toFixed(3));
        ratios[`${operation}_cpu_per_request_on_off_ratio`] = Number(
          ((withLog.server_cpu_ms_per_request ?? 0) / (withoutLog.server_cpu_ms_per_request || 1)).toFixed(3),
        );
        console.log(
          `  ${label}: ${withLog.requests_per_sec} req/s with the request log, ${withoutLog.requests_per_sec} without: ratio ${ratio.toFixed(3)}`,
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
