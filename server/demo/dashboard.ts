import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, arrayContains, eq, isNull, lt, not, or } from 'drizzle-orm';
import { z } from 'zod';
import { upsertUser } from '@/lib/auth/users-file';
import type { TRole } from '@/lib/auth/roles';
import { SCOPES } from '@/lib/contract/access';
import { hashSecret } from '../access/credentials';
import { createApiKey, createOperatorToken } from '../access/service';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { apiKeys, companies } from '../db/schema';
import { DEMO_COMPANY_NAME } from '../seed/seed';
import { dashboardFingerprint, isBuildCurrent, markBuild } from './dashboard-build';
import { dashboardLocalUrl, dashboardPublicUrl, demoReceiverUrl } from './environment';
import type { DemoReceiverEndpoint } from './test-receiver';

// What `npm start` needs to run the dashboard beside the API: its credentials (kept in DATA_DIR, readable by the
// owner only, because keys are shown once and stored hashed), the demo users, and the Next.js process.

const ZDashboardSecrets = z.object({
  api_key: z.string().nullable(),
  operator_token: z.string(),
  nextauth_secret: z.string(),
  company_name: z.string(),
});
export type DashboardSecrets = z.infer<typeof ZDashboardSecrets>;

export const DEMO_USERS: { email: string; name: string; role: TRole }[] = [
  { email: 'it@acme.example', name: 'Ines Torres', role: 'it_staff' },
  { email: 'manager@acme.example', name: 'Marcus Hale', role: 'manager' },
  { email: 'support@acme.example', name: 'Sofia Berg', role: 'support' },
  { email: 'operator@loadout.example', name: 'Omar Quist', role: 'operator' },
];

/**
 * The dashboard key's budget per minute. All dashboard users share the key, and each has a budget of its own in the
 * BFF (DASHBOARD_USER_RATE_LIMIT, 300 by default; lib/bff/user-budget.ts): the key's is 20 of those, so one busy
 * user, or several, never use it up for everyone, while the API still bounds what the whole dashboard may ask.
 */
export const DASHBOARD_KEY_RATE_LIMIT = 6000;

export function secretsFile(config: Config) {
  return path.join(config.dataDir, 'dashboard.json');
}

export function usersFile(config: Config) {
  return path.resolve(config.DASHBOARD_USERS_FILE ?? path.join(config.dataDir, 'dashboard-users.json'));
}

/** The dashboard's company key, operator token and session secret: read from DATA_DIR, or created once. */
export async function ensureDashboardSecrets(
  db: Db,
  config: Config,
  print: (line: string) => void,
): Promise<DashboardSecrets> {
  const file = secretsFile(config);
  if (fs.existsSync(file)) {
    const secrets = ZDashboardSecrets.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (secrets.api_key) await upgradeDashboardKey(db, secrets.api_key);
    return secrets;
  }
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME)).limit(1);
  const apiKey = company
    ? (
        await createApiKey(db, company.id, {
          name: 'Dashboard',
          mode: 'live',
          scopes: [...SCOPES],
          autopilot: false,
          // The dashboard's decisions go through the company's approval rules; its users are named per request.
          requires_approval: true,
          rate_limit_per_minute: DASHBOARD_KEY_RATE_LIMIT,
        })
      ).key
    : null;
  if (!company)
    print(
      `No company named ${DEMO_COMPANY_NAME} in this database: the dashboard starts without a company key (set LOADOUT_API_KEY).`,
    );
  const { token } = await createOperatorToken(db, 'Dashboard');
  const secrets: DashboardSecrets = {
    api_key: apiKey,
    operator_token: token,
    nextauth_secret: randomBytes(32).toString('base64url'),
    company_name: company?.name ?? 'Your company',
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/**
 * A data directory made by an older version holds a Dashboard key with less than today's: the API's default 600 a
 * minute (before each dashboard user had a budget), fewer scopes than the dashboard uses (before `scim:manage`), or
 * decisions that skipped approval rules (before `requires_approval`). Raised here; a higher limit stays.
 */
async function upgradeDashboardKey(db: Db, apiKey: string): Promise<void> {
  const keyHash = hashSecret(apiKey);
  await db
    .update(apiKeys)
    .set({ rateLimitPerMinute: DASHBOARD_KEY_RATE_LIMIT })
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        or(isNull(apiKeys.rateLimitPerMinute), lt(apiKeys.rateLimitPerMinute, DASHBOARD_KEY_RATE_LIMIT)),
      ),
    );
  await db
    .update(apiKeys)
    .set({ scopes: [...SCOPES] })
    .where(and(eq(apiKeys.keyHash, keyHash), not(arrayContains(apiKeys.scopes, [...SCOPES]))));
  await db
    .update(apiKeys)
    .set({ requiresApproval: true })
    .where(and(eq(apiKeys.keyHash, keyHash), eq(apiKeys.requiresApproval, false)));
}

/** Without a users file, one demo user per role with a random password: printed once, a line per user. */
export async function ensureDemoUsers(config: Config, print: (line: string) => void): Promise<void> {
  const file = usersFile(config);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const user of DEMO_USERS) {
    const password = randomBytes(9).toString('base64url');
    await upsertUser(file, { ...user, password });
    print(`  ${user.role.padEnd(9)} ${user.email.padEnd(26)} ${password}`);
  }
}

/** The dashboard's environment under `npm start`: the launcher's, with its credentials and URLs. */
export function dashboardEnvironment(
  config: Config,
  secrets: DashboardSecrets,
  apiUrl: string,
  launcherEnv: Record<string, string | undefined>,
  receiverEndpoint: DemoReceiverEndpoint | null = null,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    // The dashboard reads its own settings (OIDC_*, DASHBOARD_SESSION_MAX_AGE, …) from the launcher's environment.
    ...launcherEnv,
    NODE_ENV: 'production',
    LOADOUT_API_URL: apiUrl,
    LOADOUT_API_KEY: secrets.api_key ?? '',
    LOADOUT_OPERATOR_TOKEN: secrets.operator_token,
    LOADOUT_COMPANY_NAME: secrets.company_name,
    NEXTAUTH_SECRET: secrets.nextauth_secret,
    NEXTAUTH_URL: dashboardPublicUrl(config),
    DASHBOARD_USERS_FILE: usersFile(config),
    LOADOUT_DEMO_RECEIVER_URL: demoReceiverUrl(config) ?? '',
    LOADOUT_DEMO_RECEIVER_ENDPOINT: receiverEndpoint ? JSON.stringify(receiverEndpoint) : '',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (!env.LOADOUT_API_KEY) delete env.LOADOUT_API_KEY;
  if (!env.LOADOUT_DEMO_RECEIVER_URL) delete env.LOADOUT_DEMO_RECEIVER_URL;
  if (!env.LOADOUT_DEMO_RECEIVER_ENDPOINT || !env.LOADOUT_DEMO_RECEIVER_URL) delete env.LOADOUT_DEMO_RECEIVER_ENDPOINT;
  return env;
}

const LISTEN_TIMEOUT_MS = 120_000;

/** Resolves once `url` answers at all; rejects when the server exits first or does not answer in time. */
async function waitUntilListening(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(
        `the dashboard exited (code ${server.exitCode}) before it answered at ${url}; its output is above`,
      );
    const isAnswering = await fetch(url, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (isAnswering) return;
    await sleep(250);
  }
  throw new Error(`the dashboard did not answer at ${url} within ${LISTEN_TIMEOUT_MS / 1000} s; its output is above`);
}

/**
 * `next build` unless the last build is of the same sources; resolves once it is done. `npm start` starts it first,
 * so that it runs while the API starts and builds the demo company (the build depends on the sources alone,
 * server/demo/dashboard-build.ts); its lines are prefixed so that they read apart from the API's.
 */
export async function buildDashboard(
  launcherEnv: Record<string, string | undefined>,
  signal?: AbortSignal,
): Promise<void> {
  const distDir = path.resolve(launcherEnv.NEXT_DIST_DIR ?? '.next');
  const fingerprint = dashboardFingerprint(process.cwd());
  if (isBuildCurrent(distDir, fingerprint)) {
    console.log(`The dashboard build in ${distDir} is of the current sources; not rebuilding.`);
    return;
  }
  console.log(
    'Building the dashboard meanwhile (next build: about half a minute on two quiet cores; its lines start with │)…',
  );
  const started = Date.now();
  const build = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...launcherEnv, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    ...(signal ? { signal } : {}),
  });
  build.on('error', () => {}); // an abort (the API did not start) ends it; `exit` reports it
  for (const stream of [build.stdout, build.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      // Its table of every route (some 150 lines) says nothing to someone starting Loadout.
      if (line.trim() && !/^\s*[┌├└│]/.test(line)) console.log(`  │ ${line}`);
    });
  }
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  if (code !== 0) throw new Error(`next build failed (exit code ${code}); its output is above`);
  markBuild(distDir, fingerprint);
  console.log(`Built the dashboard in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * The dashboard's server (`npm run dashboard`, server/dashboard-main.ts) with the dashboard's configuration, on the
 * build `buildDashboard` made; resolves once it answers.
 */
export async function startDashboard(
  config: Config,
  secrets: DashboardSecrets,
  apiUrl: string,
  receiverEndpoint: DemoReceiverEndpoint | null,
): Promise<ChildProcess> {
  // eslint-disable-next-line no-restricted-properties
  const env = dashboardEnvironment(config, secrets, apiUrl, process.env, receiverEndpoint);
  const server = spawn(
    process.execPath,
    [
      path.resolve('server/run.mjs'),
      'server/dashboard-main.ts',
      '--port',
      String(config.DASHBOARD_PORT),
      '--hostname',
      config.HOST,
    ],
    {
      stdio: 'inherit',
      env,
    },
  );
  try {
    await waitUntilListening(`${dashboardLocalUrl(config)}/sign-in`, server);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return server;
}
