import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { upsertUser } from '@/lib/auth/users-file';
import { createTestDatabase } from '../support/database';
import { startMailServer } from '../support/smtp';
import { startDemoStack, type DemoStack } from './support/demo-stack';
import { startOidcServer } from './support/oidc-server';
import {
  E2E_PASSWORD,
  E2E_PORTS,
  SESSION_MAX_AGE_SECONDS,
  SIGN_IN_LIMITS,
  SSO_ACCOUNTS,
  TEST_ACCOUNTS,
  TRUSTED_PROXY_ADDRESS,
  USER_RATE_LIMIT,
  USERS,
} from './support/stack';

const STARTUP_TIMEOUT_MS = 240_000;

async function waitForDashboard(url: string, exited: () => number | null) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`npm start exited with code ${exited()} before the dashboard was up`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the dashboard did not answer at ${url} within ${STARTUP_TIMEOUT_MS / 1000}s`);
}

/**
 * Starts the product the way `npm start` does, on a fresh database, with known users and a loopback OpenID provider;
 * then a second one with the demo company's six months (support/demo-stack.ts).
 */
export default async function globalSetup() {
  const database = await createTestDatabase();
  const dashboardUrl = `http://127.0.0.1:${E2E_PORTS.dashboard}`;
  const usersFile = path.join(database.dataDir, 'users.json');
  for (const user of [...Object.values(USERS), ...Object.values(TEST_ACCOUNTS)])
    await upsertUser(usersFile, { ...user, password: E2E_PASSWORD });

  const oidc = await startOidcServer({
    redirectUris: [`${dashboardUrl}/api/auth/callback/oidc`],
    accounts: Object.values(SSO_ACCOUNTS),
  });
  // A real SMTP server on loopback: the stack e-mails it, and the tests read what arrived from its directory.
  const mailDirectory = path.join(database.dataDir, 'mail');
  const smtp = await startMailServer({ directory: mailDirectory });
  const logFile = path.resolve('test-results/e2e-stack.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const stack = spawn(process.execPath, ['--import', 'tsx', 'server/start-demo.ts'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      HOST: '127.0.0.1',
      PORT: String(E2E_PORTS.api),
      DASHBOARD_PORT: String(E2E_PORTS.dashboard),
      DASHBOARD_USERS_FILE: usersFile,
      DASHBOARD_SESSION_MAX_AGE: String(SESSION_MAX_AGE_SECONDS),
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_DISPLAY_NAME: 'Acme SSO',
      DASHBOARD_TRUSTED_PROXY: TRUSTED_PROXY_ADDRESS,
      DASHBOARD_USER_RATE_LIMIT: String(USER_RATE_LIMIT),
      DASHBOARD_SIGN_IN_FAILURES_PER_ACCOUNT: String(SIGN_IN_LIMITS.perAccount),
      DASHBOARD_SIGN_IN_FAILURES_PER_ADDRESS: String(SIGN_IN_LIMITS.perAddress),
      // Unset: the launcher's own default (loopback receivers allowed) is what the webhook tests rely on.
      WEBHOOK_ALLOWED_HOSTS: '',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Loadout <no-reply@loadout.test>',
      LOG_LEVEL: 'warn',
      // These specs make the quotes, devices and cases they look at, on a company without approval rules or budgets;
      // the demo company's six months (DEMO_HISTORY) run on a stack of their own (support/demo-stack.ts).
      DEMO_HISTORY: 'false',
    },
  });
  let exitCode: number | null = null;
  stack.on('exit', (code) => (exitCode = code ?? -1));

  const stop = async () => {
    if (stack.pid && exitCode === null) {
      process.kill(-stack.pid, 'SIGTERM');
      await new Promise((resolve) => stack.once('exit', resolve));
    }
    await oidc.close();
    await smtp.close();
    await database.drop();
  };
  try {
    await waitForDashboard(`${dashboardUrl}/sign-in`, () => exitCode);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  }
  // The demo company's stack, second: it uses the dashboard build the first one made.
  let demo: DemoStack;
  try {
    demo = await startDemoStack();
  } catch (error) {
    await stop();
    throw error;
  }
  process.env.E2E_DEMO_API_KEY = demo.apiKey;
  process.env.E2E_DEMO_OPERATOR_TOKEN = demo.operatorToken;
  const secrets = JSON.parse(fs.readFileSync(path.join(database.dataDir, 'dashboard.json'), 'utf8'));
  process.env.E2E_API_KEY = secrets.api_key;
  process.env.E2E_OPERATOR_TOKEN = secrets.operator_token;
  process.env.E2E_NEXTAUTH_SECRET = secrets.nextauth_secret;
  process.env.E2E_USERS_FILE = usersFile;
  process.env.E2E_MAIL_DIR = mailDirectory;
  return async () => {
    await demo.stop();
    await stop();
  };
}
