import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { upsertUser } from '@/lib/auth/users-file';
import { createTestDatabase } from '../../support/database';
import type { SeededPages } from './pages';
import { E2E_PASSWORD, USERS } from './stack';

// A second `npm start`, on its own empty database with the demo company's six months built (DEMO_HISTORY, the
// default), for the specs that look at what a newcomer sees: the demo company's own, and every page's accessibility
// scan. The global setup starts it after the suite's own stack, which runs without them, and so it uses the dashboard
// build that stack made (the same sources: `npm start` does not rebuild).

export const DEMO_STACK_PORTS = {
  api: Number(process.env.E2E_DEMO_API_PORT ?? 4430),
  dashboard: Number(process.env.E2E_DEMO_DASHBOARD_PORT ?? 3430),
};

/** The demo stack's dashboard, for `test.use({ baseURL })`: known before the global setup runs. */
export const DEMO_DASHBOARD_URL = `http://127.0.0.1:${DEMO_STACK_PORTS.dashboard}`;

const READY_TIMEOUT_MS = 240_000;

export type DemoStackAccess = {
  dashboardUrl: string;
  apiUrl: string;
  /** The dashboard's live key and operator token, as `npm start` kept them in DATA_DIR. */
  apiKey: string;
  operatorToken: string;
};

export type DemoStack = DemoStackAccess & { stop(): Promise<void> };

/** The demo stack the global setup started, as the workers reach it (E2E_DEMO_API_KEY, E2E_DEMO_OPERATOR_TOKEN). */
export function demoStack(): DemoStackAccess {
  const apiKey = process.env.E2E_DEMO_API_KEY;
  const operatorToken = process.env.E2E_DEMO_OPERATOR_TOKEN;
  if (!apiKey || !operatorToken)
    throw new Error('The demo stack is not running: run the tests with `npx playwright test`.');
  return {
    dashboardUrl: DEMO_DASHBOARD_URL,
    apiUrl: `http://127.0.0.1:${DEMO_STACK_PORTS.api}`,
    apiKey,
    operatorToken,
  };
}

/** The answer's `data` of a GET on the demo stack's API, with the dashboard's key or the operator token. */
export async function demoGet(request: APIRequestContext, path: string, operator = false): Promise<any> {
  const demo = demoStack();
  const response = await request.get(`${demo.apiUrl}${path}`, {
    headers: { authorization: `Bearer ${operator ? demo.operatorToken : demo.apiKey}` },
  });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * The pages beyond the navigation on the demo company, as its six months left them (nothing is made): the quote
 * with the most alternatives, a shipment, a device action waiting on an answer, Hannah Levine (leaving with devices
 * out), the laptop cleared with its certificate, a pending approval request, the two-step rule, the policy with a choice, and the webhook endpoint on the
 * built-in test receiver.
 */
export async function findDemoPages(request: APIRequestContext): Promise<SeededPages> {
  const quotes: any[] = await demoGet(request, '/api/v1/quotes?limit=100');
  const alternativesOf = (quote: any) =>
    quote.items.reduce((sum: number, item: any) => sum + item.alternatives.length, 0);
  const richest = [...quotes].sort((a, b) => alternativesOf(b) - alternativesOf(a))[0];
  const shipped = quotes
    .flatMap((quote) => quote.items.flatMap((item: any) => item.recipients))
    .find((recipient: any) => recipient.tracking_code);
  const actions: any[] = await demoGet(request, '/api/v1/device-actions?limit=100');
  const action = actions.find((candidate) => candidate.action_required) ?? actions[0];
  const leaver = (await demoGet(request, '/api/v1/employees?search=hannah.levine'))[0];
  const [company] = await demoGet(request, '/operator/v1/companies?limit=1', true);
  const [product] = await demoGet(request, '/api/v1/products?limit=1');
  const [requestLog] = await demoGet(request, '/api/v1/request-logs?limit=1');
  // The laptop erased and resold: its page shows a device's whole life.
  const [cleared] = await demoGet(request, '/api/v1/assets?status=cleared&limit=1');
  const [approval] = await demoGet(request, '/api/v1/approval-requests?status=pending&limit=1');
  const rules: any[] = await demoGet(request, '/api/v1/approval-rules?limit=100');
  const policies: any[] = await demoGet(request, '/api/v1/equipment-policies?limit=100');
  const webhooks: any[] = await demoGet(request, '/api/v1/webhooks');
  return {
    quoteId: richest.id,
    productId: product.id,
    trackingCode: shipped.tracking_code,
    actionId: action.id,
    companyId: company.id,
    employeeId: leaver.id,
    deviceSerial: encodeURIComponent(cleared.serial_number),
    requestLogId: requestLog.id,
    webhookId: webhooks[0].id,
    approvals: {
      requestId: approval.id,
      ruleId: (rules.find((rule) => rule.second_step) ?? rules[0]).id,
      policyId: (policies.find((policy) => policy.choices?.length > 0) ?? policies[0]).id,
    },
  };
}

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
    dashboardUrl: DEMO_DASHBOARD_URL,
    apiUrl: `http://127.0.0.1:${DEMO_STACK_PORTS.api}`,
    apiKey: secrets.api_key,
    operatorToken: secrets.operator_token,
    stop,
  };
}
