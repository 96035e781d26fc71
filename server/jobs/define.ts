import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/client';

// The queue knows nothing of the domains: each job declares the services it needs (`Deps`), and the composition
// root (server/job-registry.ts) lists every job and builds one object that holds all of them.

export type JobContext<Deps = unknown> = {
  db: Db;
  log: Logger;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the job runs past its timeout or the worker stops. */
  signal: AbortSignal;
  /** The services this job declared it needs besides the database. */
  deps: Deps;
};

export type JobDefinition<Payload = unknown, Deps = unknown> = {
  type: string;
  payload: z.ZodType<Payload>;
  /** Runs the job; throwing asks for a retry. Runs at least once, so it must be idempotent. */
  handle(payload: Payload, context: JobContext<Deps>): Promise<void>;
  /** Runs in total before the job is marked failed (default 10). */
  maxAttempts?: number;
  /** Delay before retry n (1-based); default exponential from 1 s, capped at 1 h, with jitter. */
  retryDelayMs?(attempt: number): number;
  /** A run taking longer is aborted, and a crashed worker's job is taken over after it (default 60 s). */
  timeoutMs?: number;
};

/** Declares a job type: its payload schema and its handler. */
export function defineJob<Payload, Deps = unknown>(
  definition: JobDefinition<Payload, Deps>,
): JobDefinition<Payload, Deps> {
  return definition;
}

export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_TIMEOUT_MS = 60_000;

export function defaultRetryDelayMs(attempt: number): number {
  const base = Math.min(3_600_000, 1_000 * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
