import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { upsertUser } from '@/lib/auth/users-file';
import { createTestDatabase } from '../../support/database';
import { E2E_PASSWORD, USERS } from './stack';

// A second `npm start`, on its own empty database with the demo company's six months built (DEMO_HISTORY, the
// default), for the specs that look at what a newcomer sees. The suite's own stack (global-setup.ts) runs without
// them. It uses the dashboard build the global setup made (the same sources: `npm start` does not rebuild).

export const DEMO_STACK_PORTS = {
  api: Number(process.env.E2E_DEMO_API_PORT ?? 4430),
  dashboard: Number(process.env.E2E_DEMO_DASHBOARD_PORT ?? 3430),
};

const READY_TIMEOUT_MS = 240_000;

export type DemoStack = {
  dashboardUrl: string;
  apiUrl: string;
  /** The dashboard's live key and operator token, as `npm start` kept them in DATA_DIR. */
  apiKey: string;
  operatorToken: string;
  stop(): Promise<void>;
};

export async function startDemoStack(): Promise<DemoStack> {
  const database = await createTestDatabase();
  const usersFile = path.join(database.dataDir, 'users.json');
  for (const user of Object.values(USERS)) await upsertUser(usersFile, { ...user, password: E2E_PASSWORD });
  const logFile = path.resolve('test-results/e2e-demo-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start-demo.ts'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      HOST: '127.0.0.1',
      PORT: String(DEMO_STACK_PORTS.api),
      DASHBOARD_PORT: String(DEMO_STACK_PORTS.dashboard),
      DASHBOARD_USERS_FILE: usersFile,
      WEBHOOK_ALLOWED_HOSTS: '',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const log = fs.createWriteStream(logFile);
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    log.end();
    await database.drop();
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!output.includes('Loadout is ready.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start with the demo company did not become ready; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const secrets = JSON.parse(fs.readFileSync(path.join(database.dataDir, 'dashboard.json'), 'utf8'));
  return {
    dashboardUrl: `http://127.0.0.1:${DEMO_STACK_PORTS.dashboard}`,
    apiUrl: `http://127.0.0.1:${DEMO_STACK_PORTS.api}`,
    apiKey: secrets.api_key,
    operatorToken: secrets.operator_token,
    stop,
  };
}
