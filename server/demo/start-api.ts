import { count } from 'drizzle-orm';
import { SCOPES } from '@/lib/contract/access';
import { createApiKey, createOperatorToken } from '../access/service';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { operatorTokens } from '../db/schema';
import type { Logger } from 'pino';
import { seedDemoData } from '../seed/seed';
import { start, type Running } from '../start';
import { buildDemoCompany } from './company/build';
import { ensureDashboardSecrets, ensureDemoUsers, type DashboardSecrets } from './dashboard';
import { acceptedDemoReceiverUrl } from './environment';

// The API half of `npm start`: on an empty database the catalog and the demo company Acme with its directory, keys
// for it and an operator token (printed once), the dashboard's own credentials and users, and — once the API
// listens — Acme's six months of use (server/demo/company/), before the worker starts.

export type DemoApi = {
  running: Running;
  secrets: DashboardSecrets;
  /** What to print once: the keys and token made on this start. */
  lines: string[];
  /** The demo users made on this start, with their passwords (printed once); empty on later starts. */
  users: string[];
  /** Steps of the demo company's history built on this start (0 when the database was not empty). */
  builtSteps: number;
};

export async function startDemoApi(
  config: Config,
  logger: Logger,
  progress: (message: string) => void = () => {},
): Promise<DemoApi> {
  const lines: string[] = [];
  const users: string[] = [];
  let secrets: DashboardSecrets | undefined;
  let testKey: string | null = null;
  let builtSteps = 0;
  const running = await start(config, logger, {
    api: true,
    worker: config.WORKER_IN_PROCESS,
    prepare: async (database) => {
      testKey = await prepareDemo(database, config, lines);
      secrets = await ensureDashboardSecrets(database.db, config, (line) => lines.push(line));
      await ensureDemoUsers(config, (line) => users.push(line));
    },
    listening: async ({ app, drainJobs }) => {
      if (!config.DEMO_HISTORY || !testKey || !secrets?.api_key) return;
      progress('Building the demo company: six months of quotes, devices and approvals…');
      const started = Date.now();
      // Its thousands of requests are the build's, not anyone's: the progress lines say how it goes.
      const logLevel = app.log.level;
      app.log.level = 'warn';
      try {
        ({ steps: builtSteps } = await buildDemoCompany({
          app,
          credentials: { live: secrets.api_key, test: testKey, operator: secrets.operator_token },
          drainJobs,
          testReceiverBase: acceptedDemoReceiverUrl(config),
          onProgress: (done, total) => {
            if (done % 25 === 0 || done === total) progress(`  demo company: ${done} of ${total} steps`);
          },
        }));
      } finally {
        app.log.level = logLevel;
      }
      progress(`Built the demo company in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    },
  });
  return { running, secrets: secrets!, lines, users, builtSteps };
}

/**
 * On an empty database: the seed data, keys for the demo company and an operator token, printed once. Resolves to
 * the test key when the demo company was made on this start (the demo company's build uses it), else null.
 */
async function prepareDemo(database: Database, config: Config, lines: string[]): Promise<string | null> {
  const seeded = await seedDemoData(database.db);
  if (seeded.catalog) lines.push('Loaded the demo catalog.');
  let testKey: string | null = null;
  if (seeded.companyId) {
    for (const mode of ['live', 'test'] as const) {
      const { key } = await createApiKey(database.db, seeded.companyId, {
        name: `Demo ${mode} key`,
        mode,
        scopes: [...SCOPES],
        autopilot: mode === 'test',
      });
      if (mode === 'test') testKey = key;
      lines.push(`Acme ${mode} API key (all scopes${mode === 'test' ? ', autopilot' : ''}): ${key}`);
    }
  }
  const [{ value: tokens }] = (await database.db.select({ value: count() }).from(operatorTokens)) as [
    { value: number },
  ];
  if (!config.OPERATOR_TOKEN && tokens === 0) {
    const { token } = await createOperatorToken(database.db, 'Demo operator');
    lines.push(`Operator token: ${token}`);
  }
  return testKey;
}
