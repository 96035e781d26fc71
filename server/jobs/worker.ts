import type { Logger } from 'pino';
import * as clock from '../core/clock';
import { jobDuration } from '../core/metrics';
import { Batcher } from '../db/batcher';
import { inSpan, markSpanFailed, storedTraceContext, type Span } from '../core/tracing';
import type { Database, Db } from '../db/client';
import { DEFAULT_TIMEOUT_MS, defaultRetryDelayMs, type JobDefinition } from './define';
import {
  claimJobs,
  completeJobs,
  deleteFinishedJobs,
  JOBS_CHANNEL,
  markJobFailed,
  MAX_RUNNING_PER_GROUP,
  msUntilNextJob,
  type JobRow,
} from './queue';

export type WorkerOptions = {
  concurrency: number;
  /** Fallback poll when no NOTIFY arrives, e.g. for retries that become due. */
  pollIntervalMs?: number;
  maintenanceIntervalMs?: number;
  /** Clean-ups of other layers that run with the queue's own (e.g. expired idempotency keys). */
  maintenance?: readonly ((db: Db) => Promise<void>)[];
};

/**
 * Runs jobs from the outbox: claims due jobs up to `concurrency` at a time, runs each with a timeout, retries
 * failures with backoff, and takes over jobs whose worker died. Wakes on NOTIFY, so new jobs start at once.
 */
export class JobWorker<Deps = unknown> {
  private readonly definitions: Map<string, JobDefinition<unknown, Deps>>;
  private readonly leases: Record<string, number>;
  private readonly running = new Map<string, AbortController>();
  /** Running jobs per group key, to tell whether a wake-up for a group can find anything to claim. */
  private readonly runningPerGroup = new Map<string, number>();
  private stopped = true;
  private wake: (() => void) | null = null;
  private wakeRequested = false;
  private loop: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private maintenance: NodeJS.Timeout | null = null;
  /**
   * Jobs that finished, marked succeeded together (see Batcher). A finished job of a group hands its slot to the
   * group's next due job in the same statement; that job starts at once.
   */
  private readonly succeeded: Batcher<JobRow, boolean>;

  constructor(
    private readonly database: Database,
    definitions: readonly JobDefinition<unknown, Deps>[],
    /** The services the jobs declared they need (see server/job-registry.ts). */
    private readonly deps: Deps,
    private readonly log: Logger,
    private readonly options: WorkerOptions,
  ) {
    this.definitions = new Map(definitions.map((definition) => [definition.type, definition]));
    // Resolves, per finished job, whether a job of its group took its place.
    this.succeeded = new Batcher('job-completions', async (finished) => {
      const next = await completeJobs(
        database.db,
        finished.map((job) => job.id),
        this.stopped ? {} : { claimNext: this.leases },
      );
      for (const job of next) void this.execute(job);
      const places = countByGroup(next);
      return finished.map((job) => {
        const left = places.get(job.groupKey ?? '') ?? 0;
        places.set(job.groupKey ?? '', left - 1);
        return left > 0;
      });
    });
    this.leases = Object.fromEntries(
      definitions.map((definition) => [definition.type, (definition.timeoutMs ?? DEFAULT_TIMEOUT_MS) + 5_000]),
    );
  }

  async start() {
    if (!this.stopped) return;
    this.stopped = false;
    // After a dropped LISTEN connection, look for what arrived meanwhile at once rather than at the next poll.
    this.unlisten = await this.database.listen(JOBS_CHANNEL, {
      onNotify: (payload) => {
        if (this.mayClaimFor(payload)) this.nudge();
      },
      onRestored: () => this.nudge(),
    });
    this.maintenance = setInterval(() => void this.runMaintenance(), this.options.maintenanceIntervalMs ?? 600_000);
    this.maintenance.unref();
    this.loop = this.run();
  }

  /** Stops claiming, aborts nothing that finishes within `graceMs`, then aborts the rest. */
  async stop(graceMs = 10_000) {
    if (this.stopped) return;
    this.stopped = true;
    if (this.maintenance) clearInterval(this.maintenance);
    this.nudge();
    await this.unlisten?.().catch(() => {});
    const deadline = Date.now() + graceMs;
    while (this.running.size > 0 && Date.now() < deadline) await sleep(20);
    for (const controller of this.running.values()) controller.abort(new Error('worker stopped'));
    await this.loop;
  }

  /**
   * Whether jobs announced by a NOTIFY (the JSON array of their group keys, see migration 0010) may be claimable
   * here: not when this worker's own running jobs already fill every group named.
   */
  private mayClaimFor(payload: string): boolean {
    let groups: unknown;
    try {
      groups = JSON.parse(payload);
    } catch {
      return true;
    }
    if (!Array.isArray(groups)) return true;
    return groups.some(
      (group) => typeof group !== 'string' || (this.runningPerGroup.get(group) ?? 0) < MAX_RUNNING_PER_GROUP,
    );
  }

  /**
   * Runs the jobs due now, in the caller's async context and by its clock (server/core/clock.ts), until none is due;
   * for a worker not started (the demo company's build, server/demo/company/, runs each step's jobs at the step's
   * time, and a job scheduled for later at the first step after it). A failed job's retry is left to the worker once
   * it starts. Resolves to the number of jobs run.
   */
  async drainDue(): Promise<number> {
    if (!this.stopped) throw new Error('drainDue is for a worker that has not started');
    let ran = 0;
    for (;;) {
      const claimed = await claimJobs(this.database.db, this.leases, this.options.concurrency, clock.now());
      if (claimed.length === 0) return ran;
      await Promise.all(claimed.map((job) => this.execute(job)));
      ran += claimed.length;
    }
  }

  /** Wakes the loop: new jobs may be due. */
  nudge() {
    this.wakeRequested = true;
    this.wake?.();
  }

  private async run() {
    const pollIntervalMs = this.options.pollIntervalMs ?? 1_000;
    while (!this.stopped) {
      this.wakeRequested = false;
      const free = this.options.concurrency - this.running.size;
      let claimed: JobRow[] = [];
      if (free > 0) {
        try {
          claimed = await claimJobs(this.database.db, this.leases, free);
        } catch (error) {
          if (!this.stopped) this.log.error({ err: error }, 'could not claim jobs');
        }
        for (const job of claimed) void this.execute(job);
      }
      // Claim again at once while there may be more work and room for it; else wait for a nudge or the poll.
      if (claimed.length > 0 && claimed.length === free) continue;
      if (this.wakeRequested) continue;
      // Sleep until the next retry is due, a NOTIFY arrives, or the poll interval passes.
      const dueInMs =
        free > claimed.length
          ? await msUntilNextJob(this.database.db, Object.keys(this.leases)).catch(() => null)
          : null;
      const sleepMs = Math.min(pollIntervalMs, dueInMs ?? pollIntervalMs);
      if (this.wakeRequested || this.stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, sleepMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /**
   * Runs a job; while tracing is on, inside a span that continues the trace of the span that enqueued it (the
   * trace context stored in its row), so its SQL and its webhook sends are in that trace too.
   */
  private execute(job: JobRow): Promise<void> {
    const parent = storedTraceContext(job.traceContext);
    if (!parent) return this.runJob(job, null);
    return inSpan(
      `job ${job.type}`,
      {
        kind: 'consumer',
        parent,
        attributes: { 'loadout.job.type': job.type, 'loadout.job.id': job.id, 'loadout.job.attempt': job.attempts },
      },
      (span) => this.runJob(job, span),
    );
  }

  private async runJob(job: JobRow, span: Span | null) {
    const definition = this.definitions.get(job.type)!;
    const controller = new AbortController();
    this.running.set(job.id, controller);
    if (job.groupKey) this.runningPerGroup.set(job.groupKey, (this.runningPerGroup.get(job.groupKey) ?? 0) + 1);
    let replaced = false;
    const timeoutMs = definition.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    const log = this.log.child({ job_id: job.id, job_type: job.type, attempt: job.attempts });
    const startedAt = performance.now();
    try {
      const payload = definition.payload.parse(job.payload);
      await Promise.race([
        definition.handle(payload, {
          db: this.database.db,
          log,
          jobId: job.id,
          attempt: job.attempts,
          signal: controller.signal,
          deps: this.deps,
        }),
        new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason))),
      ]);
      jobDuration.observe({ type: job.type, outcome: 'succeeded' }, (performance.now() - startedAt) / 1000);
      replaced = await this.succeeded.add(job);
      log.debug('job succeeded');
    } catch (error) {
      jobDuration.observe({ type: job.type, outcome: 'failed' }, (performance.now() - startedAt) / 1000);
      markSpanFailed(span, error);
      const message = error instanceof Error ? error.message : String(error);
      const delay = (definition.retryDelayMs ?? defaultRetryDelayMs)(job.attempts);
      log.warn({ err: error, retry_in_ms: job.attempts >= job.maxAttempts ? null : delay }, 'job failed');
      await markJobFailed(this.database.db, job, message.slice(0, 2000), delay).catch((markError) =>
        log.error({ err: markError }, 'could not record job failure; the lease will expire and it runs again'),
      );
      // A retry due before the next poll would otherwise wait for it.
      if (delay < (this.options.pollIntervalMs ?? 1_000)) setTimeout(() => this.nudge(), delay).unref();
    } finally {
      clearTimeout(timer);
      this.running.delete(job.id);
      if (job.groupKey) {
        const left = this.runningPerGroup.get(job.groupKey)! - 1;
        if (left === 0) this.runningPerGroup.delete(job.groupKey);
        else this.runningPerGroup.set(job.groupKey, left);
      }
      // A slot is free unless the next job of the group took it.
      if (!replaced) this.nudge();
    }
  }

  private async runMaintenance() {
    try {
      for (const task of this.options.maintenance ?? []) await task(this.database.db);
      await deleteFinishedJobs(this.database.db);
    } catch (error) {
      this.log.warn({ err: error }, 'maintenance failed');
    }
  }
}

function countByGroup(jobs: JobRow[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(job.groupKey ?? '', (counts.get(job.groupKey ?? '') ?? 0) + 1);
  return counts;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
