import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { start, stopOnSignals } from './start';
import { startTracing } from './core/tracing';

// `npm run api`: the procurement API on PORT, with the job worker in-process unless WORKER_IN_PROCESS=false.
try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // Before the database opens: its client makes a span per statement only when tracing is on (docs/traces.md).
  await startTracing('loadout-api', config);
  const starting = start(config, logger, { api: true, worker: config.WORKER_IN_PROCESS });
  stopOnSignals(starting, logger);
  await starting;
  logger.info({ port: config.PORT, host: config.HOST, worker: config.WORKER_IN_PROCESS }, 'Loadout API listening');
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Loadout API failed to start:', error);
  }
  process.exit(1);
}
