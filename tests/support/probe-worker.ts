import pino from 'pino';
import { loadConfig } from '@/server/config';
import { start } from '@/server/start';
import { probeJob } from './probe-jobs';

// The worker process (same start-up as `npm run worker`) plus the probe job type.
const config = loadConfig();
await start(config, pino({ level: config.LOG_LEVEL }), { api: false, worker: true, extraJobs: [probeJob] });
process.stdout.write('WORKING\n');
