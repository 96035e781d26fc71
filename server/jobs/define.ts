import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { IntegrationRuntime } from '../integrations/runtime';
import type { DeliveryStore } from '../webhooks/delivery-job';
import type { WebhookRuntime } from '../webhooks/runtime';

/** Services that job handlers need besides the database. */
export type JobDeps = {
  webhooks: WebhookRuntime;
  /** The delivery job's batched reads and writes. */
  deliveries: DeliveryStore;
  integrations: IntegrationRuntime;
  sandbox: { autopilotStepMs: number };
};

export type JobContext = {
  db: Db;
  log: Logger;
  jobId: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the job runs past its timeout or the worker stops. */
  signal: AbortSignal;
  deps: JobDeps;
};

export type JobDefinition<Payload = unknown> = {
  type: string;
  payload: z.ZodType<Payload>;
  /** Runs the job; throwing asks for a retry. Runs at least once, so it must be idempotent. */
  handle(payload: Payload, context: JobContext): Promise<void>;
  /** Runs in total before the job is marked failed (default 10). */
  maxAttempts?: number;
  /** Delay before retry n (1-based); default exponential from 1 s, capped at 1 h, with jitter. */
  retryDelayMs?(attempt: number): number;
  /** A run taking longer is aborted, and a crashed worker's job is taken over after it (default 60 s). */
  timeoutMs?: number;
};

/** Declares a job type: its payload schema and its handler. */
export function defineJob<Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

export const DEFAULT_MAX_ATTEMPTS = 10;
export const DEFAULT_TIMEOUT_MS = 60_000;

export function defaultRetryDelayMs(attempt: number): number {
  const base = Math.min(3_600_000, 1_000 * 2 ** (attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}
