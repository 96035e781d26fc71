import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

// The metrics the code records as things happen (docs/metrics.md). Label values are bounded: route patterns, never
// URLs; job types; outcomes. Never a company, key or object id. Gauges read at scrape time live in server/metrics/.

/** Everything recorded in this process; server/metrics/serve.ts adds the gauges of each source it serves. */
export const registry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'loadout_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx, 5xx…).',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers: [registry],
  // Counted in plain numbers on the hot path (recordHttpRequest), handed to prom-client at scrape time.
  collect() {
    this.reset();
    for (const series of httpSeries.values()) this.inc(series.labels, series.count);
  },
});

export const httpRequestDuration = new Histogram({
  name: 'loadout_http_request_duration_seconds',
  help: 'Time from the request arriving to its response being sent, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'loadout_job_duration_seconds',
  help: 'Run time of each job, by job type and outcome (succeeded, failed).',
  labelNames: ['type', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: 'loadout_webhook_attempts_total',
  help: 'Webhook delivery attempts, by outcome: succeeded, retrying (failed, tried again later), failed (given up).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const webhookLatency = new Histogram({
  name: 'loadout_webhook_attempt_duration_seconds',
  help: "Time of one webhook attempt, from connecting to the subscriber's answer, by outcome.",
  labelNames: ['outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
  registers: [registry],
});

export const requestLogDropped = new Counter({
  name: 'loadout_request_log_dropped_entries_total',
  help: "Request log entries dropped because the database wrote slower than traffic arrived (the buffer's bounds).",
  registers: [registry],
});

type HttpSeries = {
  labels: { method: string; route: string; status_class: string };
  count: number;
  duration: Histogram.Internal<'method' | 'route'>;
};
const httpSeries = new Map<string, HttpSeries>();
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * Records one answered request, about a microsecond: one string key and one map lookup find the request's series
 * (made when its method, route and status class were first seen together), a plain number counts it, and one
 * histogram observation times it.
 */
export function recordHttpRequest(method: string, route: string, status: number, seconds: number) {
  const statusClass = STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other';
  const key = `${method} ${statusClass} ${route}`;
  let series = httpSeries.get(key);
  if (!series) {
    series = {
      labels: { method, route, status_class: statusClass },
      count: 0,
      duration: httpRequestDuration.labels(method, route),
    };
    httpSeries.set(key, series);
  }
  series.count += 1;
  series.duration.observe(seconds);
}

let isCollectingDefaults = false;

/** Adds prom-client's process metrics (CPU, memory, event-loop lag, GC) to the registry, once per process. */
export function collectProcessMetrics() {
  if (isCollectingDefaults) return;
  isCollectingDefaults = true;
  collectDefaultMetrics({ register: registry });
}
