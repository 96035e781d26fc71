import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import { rechainPendingAuditChains } from './audit/rechain';
import { AuditSealer } from './audit/sealer';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { migrate } from './db/migrate';
import { deleteExpiredIdempotencyKeys } from './http/idempotency';
import { createMemoryStore, createRedisStore, RateLimiter } from './http/rate-limit';
import type { JobDefinition } from './jobs/define';
import { createJobDeps, JOB_DEFINITIONS, scheduleRecurringJobs, type JobDeps } from './job-registry';
import { JobWorker } from './jobs/worker';
import { databaseGauges } from './metrics/database-gauges';
import { serveMetrics, type MetricsServer } from './metrics/serve';
import { stopTracing } from './core/tracing';
import { createWebhookRuntime } from './webhooks/runtime';

export type Running = {
  app: FastifyInstance | null;
  worker: JobWorker<JobDeps> | null;
  database: Database;
  stop(): Promise<void>;
};

export type StartOptions = {
  /** Serve the API (false for a worker-only process). */
  api: boolean;
  /** Run the job worker in this process. */
  worker: boolean;
  /** Extra job types, for tests of the queue itself. */
  extraJobs?: readonly JobDefinition<unknown>[];
  /** Runs after the migrations, before anything starts (e.g. loading demo data). */
  prepare?(database: Database): Promise<void>;
  /** Last changes to the app before it listens, for tests of the queue itself. */
  configure?(app: FastifyInstance, database: Database): void;
  /**
   * Runs once the API listens, before the worker starts (e.g. building the demo company through the API).
   * `drainJobs` runs the jobs due now in the caller's async context (JobWorker.drainDue).
   */
  listening?(context: { app: FastifyInstance; database: Database; drainJobs: () => Promise<number> }): Promise<void>;
};

/** Opens the database, applies migrations, then starts the API and/or the worker, and stops them cleanly. */
export async function start(config: Config, logger: Logger, options: StartOptions): Promise<Running> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const applied = await migrate(database.db);
  logger.info(
    { driver: database.driver, applied },
    applied.length ? 'migrations applied' : 'database schema up to date',
  );
  const rechained = await rechainPendingAuditChains(database.db);
  if (rechained > 0)
    logger.info({ chains: rechained }, 'audit chains numbered per company and mode, hashes recomputed');
  await options.prepare?.(database);
  if (config.BENCHMARK_AUDIT_LOG_OFF) logger.warn('BENCHMARK_AUDIT_LOG_OFF: this API records no audit events');

  const webhooks = createWebhookRuntime(config);
  let app: FastifyInstance | null = null;
  let limiter: RateLimiter | null = null;
  if (options.api) {
    limiter = new RateLimiter(
      config.REDIS_URL ? createRedisStore(config.REDIS_URL, config.redisPrefix) : createMemoryStore(),
    );
    app = await buildApp({ config, database, limiter, logger, webhooks });
    options.configure?.(app, database);
    await app.listen({ port: config.PORT, host: config.HOST });
  }

  // The worker, also built (not started) for `listening`, which runs its due jobs itself.
  const jobs =
    options.worker || options.listening
      ? new JobWorker<JobDeps>(
          database,
          [...JOB_DEFINITIONS, ...(options.extraJobs ?? [])],
          createJobDeps(config, database.db, webhooks),
          logger.child({ component: 'worker' }),
          {
            concurrency: config.WORKER_CONCURRENCY,
            pollIntervalMs: config.WORKER_POLL_INTERVAL,
            maintenance: [deleteExpiredIdempotencyKeys, scheduleRecurringJobs],
          },
        )
      : null;
  if (app && jobs) await options.listening?.({ app, database, drainJobs: () => jobs.drainDue() });
  let worker: JobWorker<JobDeps> | null = null;
  let sealer: AuditSealer | null = null;
  if (options.worker && jobs) {
    worker = jobs;
    await scheduleRecurringJobs(database.db);
    await worker.start();
    // Seals the audit events writers append unsealed (server/audit/seal.ts), beside the jobs.
    sealer = new AuditSealer(database.db, logger.child({ component: 'audit-sealer' }));
    sealer.start();
  }

  let metrics: MetricsServer | null = null;
  if (config.METRICS_PORT !== undefined) {
    metrics = await serveMetrics({
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      extra: [databaseGauges(database)],
    });
    logger.info({ url: metrics.url }, 'metrics served');
  }

  let stopping: Promise<void> | null = null;
  return {
    app,
    worker,
    database,
    stop() {
      stopping ??= (async () => {
        await metrics?.close();
        await app?.close();
        await worker?.stop();
        await sealer?.stop();
        await limiter?.close();
        await database.close();
      })();
      return stopping;
    },
  };
}

/**
 * Stops on SIGINT/SIGTERM; a second signal exits at once. Given the start still under way, the handlers are in place
 * from the first moment: the API answers before its worker has started, and a signal then (an orchestrator's, or a
 * test's) waits for the start to finish and stops gracefully, instead of killing the process.
 */
export function stopOnSignals(running: Running | Promise<Running>, logger: Logger) {
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (signalled) process.exit(1);
      signalled = true;
      logger.info({ signal }, 'shutting down');
      // The spans still batched are sent before the process exits.
      Promise.resolve(running)
        .then((started) => started.stop())
        .then(stopTracing)
        .then(
          () => process.exit(0),
          (error) => {
            logger.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
}
