import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { zTracingSettings } from './core/tracing-settings';

const zBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const zPositiveInt = z.coerce
  .number({ message: 'expected a whole number' })
  .int('expected a whole number')
  .positive('expected a positive number');

const DURATION_UNITS_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `500ms`, `5s`, `5m`, `2h`, `5d` → milliseconds. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)$/.exec(value.trim());
  return match ? Math.round(Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS]) : null;
}

const zDuration = z.string().transform((value, context) => {
  const ms = parseDuration(value);
  if (ms === null) {
    context.addIssue({ code: 'custom', message: 'expected a duration such as 500ms, 5s, 5m, 2h or 5d' });
    return z.NEVER;
  }
  return ms;
});

const zDurationList = z.string().transform((value, context) => {
  const list = value.split(',').map(parseDuration);
  if (list.length === 0 || list.some((ms) => ms === null)) {
    context.addIssue({ code: 'custom', message: 'expected a comma-separated list of durations such as 5s,5m,30m' });
    return z.NEVER;
  }
  return list as number[];
});

const zConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int()
    .min(0)
    .max(65535, 'expected a port number from 0 to 65535')
    .default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL (leave it unset to use the embedded database)')
    .optional(),
  DATABASE_POOL_SIZE: zPositiveInt.default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where the audit log's retention job writes the events it prunes (default DATA_DIR/audit-archive). */
  AUDIT_ARCHIVE_DIR: z.string().min(1).optional(),
  /** Ed25519 seed (32 bytes, base64) that signs the audit chains' checkpoints; see server/audit/signing-key.ts. */
  AUDIT_SIGNING_KEY: z.string().optional(),
  /** The file holding that seed when AUDIT_SIGNING_KEY is unset (default DATA_DIR/secrets/audit-signing.key, made 0600). */
  AUDIT_SIGNING_KEY_FILE: z.string().min(1).optional(),
  /** How often the audit chains' heads are checkpointed (those that moved since their last checkpoint). */
  AUDIT_CHECKPOINT_INTERVAL: zDuration.pipe(z.number().min(1_000, 'must be at least 1s')).default(600_000),
  /** Where export files are written (server/exports); by default `exports` under DATA_DIR. */
  EXPORTS_DIR: z.string().min(1).optional(),
  /** Exports a company may have queued or running at once, per mode (live, sandbox); past it POST /exports is 429. */
  EXPORTS_MAX_RUNNING_PER_COMPANY: zPositiveInt.default(5),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected a redis:// URL')
    .optional(),
  /** Starts every Redis key Loadout writes; by default `loadout:<database name>:` (see `redisPrefixOf`). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'expected at most 100 letters, digits and : . _ - (e.g. loadout:production:)')
    .optional(),
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters long').optional(),
  RATE_LIMIT_PER_MINUTE: zPositiveInt.default(600),
  RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE: zPositiveInt.default(60),
  /** Requests to /operator/v1 with a missing or invalid operator token, per client address and minute. */
  RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: zPositiveInt.default(10),
  TRUST_PROXY: zBoolean.default(false),
  /** Serves GET /metrics (Prometheus) on a listener of its own at this port; unset: no metrics (docs/metrics.md). */
  METRICS_PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int()
    .min(0)
    .max(65535, 'expected a port number from 0 to 65535')
    .optional(),
  /** The address the metrics listener binds; loopback by default, so only this machine's Prometheus reaches it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  MAX_IN_FLIGHT_REQUESTS: zPositiveInt.default(512),
  MAX_EVENT_LOOP_DELAY: zDuration.optional(),
  /** Megabytes of serialized quotes kept for GET /api/v1/quotes/:id (server/quotes/read-cache.ts); 0 turns the cache off. */
  QUOTE_CACHE_MB: z.coerce
    .number({ message: 'expected a number of megabytes' })
    .min(0, 'expected 0 or more megabytes')
    .default(16),
  /** Records every company request to /api/v1 for the Developers page (GET /api/v1/request-logs); false turns it off. */
  REQUEST_LOG: zBoolean.default(true),
  /** A comment line on each event stream after this long without an event (GET /api/v1/events/stream). */
  EVENT_STREAM_HEARTBEAT: zDuration.default(15_000),
  /** An event stream whose socket accepts nothing for this long while events wait is dropped. */
  EVENT_STREAM_STALL: zDuration.default(30_000),
  /** Events read for one stream and not yet sent past which it is dropped (its memory stays bounded). */
  EVENT_STREAM_MAX_QUEUED: zPositiveInt.default(1_000),
  /** Event streams one API instance serves at once. */
  EVENT_STREAM_MAX_CONNECTIONS: zPositiveInt.default(1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_IN_PROCESS: zBoolean.default(true),
  /**
   * Benchmark only (bench/create-quote.ts measures the audit log's cost with it): no audit events at all. Refused
   * with NODE_ENV=production, so that no deployment runs without its audit log by a stray variable.
   */
  BENCHMARK_AUDIT_LOG_OFF: zBoolean.default(false),
  /** `npm start` on an empty database: build Acme's six months of use (server/demo/company/); false: the directory and kits only. */
  DEMO_HISTORY: zBoolean.default(true),
  WORKER_CONCURRENCY: zPositiveInt.default(32),
  WORKER_POLL_INTERVAL: zDuration.default(1_000),
  SANDBOX_AUTOPILOT_STEP: zDuration.default(2_000),
  WEBHOOK_SECRET_KEY: z.string().optional(),
  WEBHOOK_ALLOWED_HOSTS: z.string().optional(),
  WEBHOOK_RETRY_SCHEDULE: zDurationList.default([
    5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000,
  ]),
  WEBHOOK_DISABLE_AFTER: zDuration.default(5 * 86_400_000),
  WEBHOOK_TIMEOUT: zDuration
    .pipe(z.number().min(100, 'must be at least 100ms').max(15_000, 'must be at most 15s'))
    .default(15_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Loadout <no-reply@loadout.example>'),
  OPERATOR_EMAIL: z.email('expected an e-mail address').default('procurement-desk@loadout.example'),
  TASK_TRACKER_URL: z.url('expected an absolute URL').optional(),
  FULFILMENT_URL: z.url('expected an absolute URL').optional(),
  PUBLIC_BASE_URL: z.url('expected an absolute URL such as https://api.example.com').optional(),
  /** `npm start` only: where the dashboard listens, and the URL browsers use to reach it (next-auth's NEXTAUTH_URL). */
  DASHBOARD_PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int()
    .min(1)
    .max(65535, 'expected a port number from 1 to 65535')
    .default(3000),
  DASHBOARD_URL: z.url('expected an absolute URL such as https://loadout.example.com').optional(),
  DASHBOARD_USERS_FILE: z.string().min(1).optional(),
  /** OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT and the others; server/core/tracing-settings.ts, docs/traces.md). */
  ...zTracingSettings.shape,
});

export type Config = z.infer<typeof zConfig> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** REDIS_PREFIX, or the deployment's default. */
  redisPrefix: string;
};

/**
 * The default Redis key prefix of a deployment: `loadout:<database name>:` on PostgreSQL (every instance of one
 * deployment names the same database), `loadout:embedded-<hash of DATA_DIR>:` on the embedded database.
 */
export function redisPrefixOf(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `loadout:embedded-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}:`;
  const url = new URL(databaseUrl);
  // Without a database in the URL, PostgreSQL connects to the one named like the user.
  const name = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username) || 'postgres';
  return `loadout:${name}:`;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; a bad value throws a ConfigError naming each offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = zConfig.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const given = cleaned[name];
        return `${name}: ${issue.message}${given === undefined ? '' : ` (got "${name.endsWith('TOKEN') ? '…' : given}")`}`;
      }),
    );
  }
  if (parsed.data.BENCHMARK_AUDIT_LOG_OFF && parsed.data.NODE_ENV === 'production') {
    throw new ConfigError([
      'BENCHMARK_AUDIT_LOG_OFF: turns the audit log off for a benchmark and is refused with NODE_ENV=production; unset it.',
    ]);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    redisPrefix: parsed.data.REDIS_PREFIX ?? redisPrefixOf(parsed.data.DATABASE_URL, dataDir),
  };
}
