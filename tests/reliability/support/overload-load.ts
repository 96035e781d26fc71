import { createRequire } from 'node:module';

type AutocannonResult = {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
type AutocannonInstance = PromiseLike<AutocannonResult> & {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
};
type AutocannonOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  duration: number;
  overallRate?: number;
  timeout?: number;
};

// autocannon ships no types; bench/ declares the part it uses, this is the part these tests use (the per-response event).
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonInstance;

export type LoadRun = {
  requestsPerSecond: number;
  statuses: Map<number, number>;
  /** Latencies (ms) of the 2xx responses only, after the first second (connections opening). */
  admittedLatencies: number[];
  errors: number;
  timeouts: number;
};

/** One autocannon run; every response is tallied by status, and the latency of admitted (2xx) requests is kept. */
export async function runLoad(options: AutocannonOptions): Promise<LoadRun> {
  const statuses = new Map<number, number>();
  const admittedLatencies: number[] = [];
  const settledAt = Date.now() + 1_000;
  const instance = autocannon({ timeout: 10, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    if (statusCode >= 200 && statusCode < 300 && Date.now() >= settledAt) admittedLatencies.push(responseTimeMs);
  });
  const result = await instance;
  return {
    requestsPerSecond: result.requests.average,
    statuses,
    admittedLatencies,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
