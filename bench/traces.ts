import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Benchmark } from './lib/benchmark';
import { percent } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, type LoadResult } from './lib/load';
import type { Row, Target } from './lib/report';
import { startQuoteApi, type QuoteApi } from './lib/seed';
import { meanOf, median } from './request-log';

/** Throughput lost to tracing with one trace in ten sampled may be at most this share, on each operation. */
const MAX_LOSS = 0.2;

/** An OTLP/HTTP receiver on loopback that takes every export and keeps nothing. */
async function startSink(): Promise<{ url: string; exports: () => number; close(): Promise<void> }> {
  let exports = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      exports += 1;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exports: () => exports,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Side = { name: string; label: string; env(sink: string): Record<string, string> };

/** Tracing off, one trace in ten recorded, and every one: the first is the baseline of the two others. */
const SIDES: Side[] = [
  { name: 'off', label: 'no OTLP endpoint', env: () => ({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }) },
  {
    name: 'tenth',
    label: 'traced, 1 in 10 sampled',
    env: (sink) => ({
      OTEL_EXPORTER_OTLP_ENDPOINT: sink,
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.1',
    }),
  },
  { name: 'all', label: 'traced, every request', env: (sink) => ({ OTEL_EXPORTER_OTLP_ENDPOINT: sink }) },
];

export const traces: Benchmark = {
  name: 'traces',
  description:
    "The cost of OpenTelemetry traces (docs/traces.md): GET /api/v1/quotes/:id and POST /api/v1/quotes on three APIs of one run, PostgreSQL: without OTEL_EXPORTER_OTLP_ENDPOINT, with it and one trace in ten sampled (OTEL_TRACES_SAMPLER=parentbased_traceidratio, ARG 0.1), and with every request traced (its span, a span per SQL statement and per job), exported to an OTLP/HTTP receiver on loopback; rounds of 5 s runs (4 unless BENCH_TRACES_ROUNDS) whose order rotates; the ratio of each traced mean req/s to the untraced one, and the median of the rounds' ratios.",
  async run() {
    const sink = await startSink();
    const apis = new Map<string, QuoteApi>();
    try {
      for (const side of SIDES) apis.set(side.name, await startQuoteApi(side.env(sink.url)));
      const rows: Row[] = [];
      const targets: Target[] = [];
      const ratios: Record<string, number | number[]> = {};
      for (const [operation, label] of [
        ['get', 'GET /api/v1/quotes/:id'],
        ['post', 'POST /api/v1/quotes'],
      ] as const) {
        const runs = new Map<string, LoadResult[]>(SIDES.map((side) => [side.name, []]));
        for (let round = 0; round < BENCH.tracesRounds; round += 1) {
          const order = [...SIDES.slice(round % SIDES.length), ...SIDES.slice(0, round % SIDES.length)];
          for (const side of order) {
            const api = apis.get(side.name)!;
            runs
              .get(side.name)!
              .push(await measureLoad(api[operation], { server: api.api, duration: Math.max(3, BENCH.duration / 2) }));
          }
        }
        const baseline = meanOf(runs.get('off')!);
        for (const side of SIDES) {
          const mean = side.name === 'off' ? baseline : meanOf(runs.get(side.name)!);
          rows.push({ name: `${label}, ${side.label}`, load: mean });
          if (side.name === 'off') continue;
          const ratio = mean.requests_per_sec / baseline.requests_per_sec;
          const roundRatios = runs
            .get(side.name)!
            .map((run, round) => run.requests_per_sec / runs.get('off')![round]!.requests_per_sec);
          ratios[`${operation}_${side.name}_off_ratio`] = Number(ratio.toFixed(3));
          ratios[`${operation}_${side.name}_median_round_ratio`] = Number(median(roundRatios).toFixed(3));
          ratios[`${operation}_${side.name}_cpu_per_request_ratio`] = Number(
            ((mean.server_cpu_ms_per_request ?? 0) / (baseline.server_cpu_ms_per_request || 1)).toFixed(3),
          );
          if (side.name === 'tenth') {
            targets.push({
              name: `${label} req/s, 1 in 10 traced / not`,
              target: `≥ ${percent(1 - MAX_LOSS, 1)}`,
              actual: percent(mean.requests_per_sec, baseline.requests_per_sec),
              met: ratio >= 1 - MAX_LOSS && mean.non_2xx === 0 && baseline.non_2xx === 0,
            });
          }
        }
      }
      targets.push({ name: 'exports received', target: '> 0', actual: `${sink.exports()}`, met: sink.exports() > 0 });
      return { name: this.name, description: this.description, rows, targets, details: ratios };
    } finally {
      for (const api of apis.values()) await api.api.stop();
      await sink.close();
    }
  },
};
