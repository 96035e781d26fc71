import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { start, stopOnSignals } from './start';
import { startTracing } from './core/tracing';

// `npm run worker`: the job worker as its own process (run the API with WORKER_IN_PROCESS=false beside it).
try {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'DATABASE_URL: a separate worker needs PostgreSQL. The embedded database belongs to the API process, ' +
        'which runs the worker itself by default (WORKER_IN_PROCESS=true).',
    ]);
  }
  const logger = createLogger(config.LOG_LEVEL);
  await startTracing('loadout-worker', config);
  const starting = start(config, logger, { api: false, worker: true });
  stopOnSignals(starting, logger);
  await starting;
  logger.info({ concurrency: config.WORKER_CONCURRENCY }, 'Loadout worker running');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
