import pino from 'pino';
import { loadConfig } from '@/server/config';
import { start } from '@/server/start';
import { addProbeRoute, probeJob } from './probe-jobs';

// The real API process (same start-up as `npm run api`) plus the probe job type, for the crash test.
const config = loadConfig();
const running = await start(config, pino({ level: config.LOG_LEVEL }), {
  api: true,
  worker: true,
  extraJobs: [probeJob],
  configure: addProbeRoute,
});
const address = running.app!.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : ''}\n`);
