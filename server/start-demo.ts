import { count } from 'drizzle-orm';
import { SCOPES } from '@/lib/contract/access';
import { createApiKey, createOperatorToken } from './access/service';
import { ConfigError, loadConfig, type Config } from './config';
import type { Database } from './db/client';
import { operatorTokens } from './db/schema';
import { createLogger } from './logger';
import { seedDemoData } from './seed/seed';
import { start, stopOnSignals } from './start';

/** On an empty database: the seed data, keys for the demo company and an operator token, printed once. */
async function prepareDemo(database: Database, config: Config) {
  const lines: string[] = [];
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
  if (lines.length > 0) {
    console.log(`\n${lines.join('\n')}\nThese secrets are shown only now. API reference: http://${config.HOST}:${config.PORT}/api/v1/docs\n`);
  }
}

// `npm start`: the API with its worker on the embedded defaults, with demo data on a fresh database.
try {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const running = await start(config, logger, {
    api: true,
    worker: config.WORKER_IN_PROCESS,
    prepare: (database) => prepareDemo(database, config),
  });
  stopOnSignals(running, logger);
  logger.info({ port: config.PORT, host: config.HOST }, 'Loadout API listening');
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
