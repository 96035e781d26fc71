import { count } from 'drizzle-orm';
import { SCOPES } from '@/lib/contract/access';
import { createApiKey, createOperatorToken } from './access/service';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { operatorTokens } from './db/schema';
import { ensureDashboardSecrets, ensureDemoUsers, startDashboard, type DashboardSecrets } from './demo/dashboard';
import { createLogger } from './logger';
import { seedDemoData } from './seed/seed';
import { start, stopOnSignals } from './start';

/** On an empty database: the seed data, keys for the demo company and an operator token, printed once. */
async function prepareDemo(database: Database, config: Config, lines: string[]) {
  const seeded = await seedDemoData(database.db);
  if (seeded.catalog) lines.push('Loaded the demo catalog.');
  if (seeded.companyId) {
    for (const mode of ['live', 'test'] as const) {
      const { key } = await createApiKey(database.db, seeded.companyId, { name: `Demo ${mode} key`, mode, scopes: [...SCOPES], autopilot: mode === 'test' });
      lines.push(`Acme ${mode} API key (all scopes${mode === 'test' ? ', autopilot' : ''}): ${key}`);
    }
  }
  const [{ value: tokens }] = (await database.db.select({ value: count() }).from(operatorTokens)) as [{ value: number }];
  if (!config.OPERATOR_TOKEN && tokens === 0) {
    const { token } = await createOperatorToken(database.db, 'Demo operator');
    lines.push(`Operator token: ${token}`);
  }
}

// `npm start`: the API with its worker on the embedded defaults, with demo data on a fresh database, then the
// dashboard (built, then started) with demo users for every role.
try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const lines: string[] = [];
  let secrets: DashboardSecrets | undefined;
  const running = await start(config, logger, {
    api: true,
    worker: config.WORKER_IN_PROCESS,
    prepare: async (database) => {
      await prepareDemo(database, config, lines);
      secrets = await ensureDashboardSecrets(database.db, config, (line) => lines.push(line));
      await ensureDemoUsers(config, (line) => lines.push(line));
    },
  });
  const address = running.app!.server.address();
  const apiUrl = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${typeof address === 'object' && address ? address.port : config.PORT}`;
  logger.info({ port: config.PORT, host: config.HOST }, 'Loadout API listening');
  if (lines.length > 0) console.log(`\n${lines.join('\n')}\nThese secrets are shown only now. API reference: ${apiUrl}/api/v1/docs\n`);
  const dashboard = await startDashboard(config, secrets!, apiUrl);
  dashboard.on('exit', (code) => {
    logger.error({ code }, 'the dashboard stopped');
    void running.stop().then(() => process.exit(code ?? 1));
  });
  stopOnSignals(running, logger);
  process.on('exit', () => dashboard.kill('SIGTERM'));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
