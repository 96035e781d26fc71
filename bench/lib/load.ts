import autocannon from 'autocannon';
import { BENCH } from './env';

export type LoadTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** Several requests cycled through per connection (e.g. a mix); overrides method/body. */
  requests?: {
    method: 'GET' | 'POST';
    path: string;
    body?: unknown;
    headers?: Record<string, string>;
    /**
     * The body and headers of each request as it is sent, for requests that differ (a new name each time for a create
     * with a unique key, the next company's key in turn).
     */
    next?: () => { body: unknown; headers?: Record<string, string> };
  }[];
};

export type LoadResult = {
  requests_per_sec: number;
  latency_ms: { p50: number; p90: number; p99: number; max: number; mean: number };
  requests: number;
  non_2xx: number;
  errors: number;
  connections: number;
  duration_s: number;
  /** CPU time the server process spent per request: unlike req/s, barely affected by other load on the machine. */
  server_cpu_ms_per_request?: number;
};

function optionsOf(target: LoadTarget, connections: number, duration: number) {
  const headers = {
    ...target.headers,
    ...(target.body !== undefined || target.requests ? { 'content-type': 'application/json' } : {}),
  };
  return {
    url: target.url,
    method: target.method ?? 'GET',
    headers,
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    requests: target.requests?.map((request) => ({
      method: request.method,
      path: request.path,
      ...(request.headers ? { headers: { ...headers, ...request.headers } } : {}),
      ...(request.next
        ? {
            setupRequest: (sent: Record<string, unknown>) => {
              const { body, headers: extra } = request.next!();
              const given = (sent.headers ?? headers) as Record<string, string>;
              return { ...sent, headers: { ...given, ...extra }, body: JSON.stringify(body) };
            },
          }
        : {}),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    })),
    connections,
    duration,
    timeout: 30,
  };
}

/** Warms the target up, then loads it for BENCH_DURATION seconds with autocannon and returns req/s and latency. */
export async function measureLoad(
  target: LoadTarget,
  options: { connections?: number; duration?: number; warmup?: number; server?: { cpuMs(): number } } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? BENCH.connections;
  const duration = options.duration ?? BENCH.duration;
  const warmup = options.warmup ?? BENCH.warmup;
  if (warmup > 0) await autocannon(optionsOf(target, connections, warmup));
  const cpuBefore = options.server?.cpuMs();
  const result = await autocannon(optionsOf(target, connections, duration));
  const cpuUsed = cpuBefore === undefined ? undefined : options.server!.cpuMs() - cpuBefore;
  const requests = result['2xx'] + result.non2xx;
  return {
    requests_per_sec: round(result.requests.average),
    latency_ms: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      mean: round(result.latency.mean, 2),
    },
    requests,
    non_2xx: result.non2xx,
    errors: result.errors,
    connections,
    duration_s: duration,
    ...(cpuUsed === undefined ? {} : { server_cpu_ms_per_request: round(cpuUsed / Math.max(requests, 1), 3) }),
  };
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The run whose req/s is the median of the runs'. */
export const medianRun = (runs: LoadResult[]) => {
  const value = median(runs.map((run) => run.requests_per_sec));
  return runs.reduce((best, run) =>
    Math.abs(run.requests_per_sec - value) < Math.abs(best.requests_per_sec - value) ? run : best,
  );
};
