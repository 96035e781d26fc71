import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { upsertUser } from '@/lib/auth/users-file';
import type { TRole } from '@/lib/auth/roles';
import { SCOPES } from '@/lib/contract/access';
import { createApiKey, createOperatorToken } from '../access/service';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { DEMO_COMPANY_NAME } from '../seed/seed';
import { dashboardFingerprint, isBuildCurrent, markBuild } from './dashboard-build';

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

export function secretsFile(config: Config) {
  return path.join(config.dataDir, 'dashboard.json');
}

export function usersFile(config: Config) {
  return path.resolve(config.DASHBOARD_USERS_FILE ?? path.join(config.dataDir, 'dashboard-users.json'));
}

/** The dashboard's company key, operator token and session secret: read from DATA_DIR, or created once. */
export async function ensureDashboardSecrets(db: Db, config: Config, print: (line: string) => void): Promise<DashboardSecrets> {
  const file = secretsFile(config);
  if (fs.existsSync(file)) return ZDashboardSecrets.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  const [company] = await db.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME)).limit(1);
  const apiKey = company
    ? (await createApiKey(db, company.id, { name: 'Dashboard', mode: 'live', scopes: [...SCOPES], autopilot: false })).key
    : null;
  if (!company) print(`No company named ${DEMO_COMPANY_NAME} in this database: the dashboard starts without a company key (set LOADOUT_API_KEY).`);
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

/** Without a users file, one demo user per role with a random password, printed once. */
export async function ensureDemoUsers(config: Config, print: (line: string) => void): Promise<void> {
  const file = usersFile(config);
  if (fs.existsSync(file)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  print('Dashboard demo users (passwords are shown only now):');
  for (const user of DEMO_USERS) {
    const password = randomBytes(9).toString('base64url');
    await upsertUser(file, { ...user, password });
    print(`  ${user.role.padEnd(9)} ${user.email.padEnd(26)} ${password}`);
  }
}

function runNext(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), ...args], { stdio: 'inherit', env });
}

/**
 * `next build` unless the last build is of the same sources, then `next start` with the dashboard's configuration;
 * resolves once it is spawned.
 */
export async function startDashboard(config: Config, secrets: DashboardSecrets, apiUrl: string): Promise<ChildProcess> {
  const dashboardUrl = config.DASHBOARD_URL ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.DASHBOARD_PORT}`;
  const env: NodeJS.ProcessEnv = {
    // The dashboard reads its own settings (OIDC_*, DASHBOARD_SESSION_MAX_AGE, …) from the launcher's environment.
    // eslint-disable-next-line no-restricted-properties
    ...process.env,
    NODE_ENV: 'production',
    LOADOUT_API_URL: apiUrl,
    LOADOUT_API_KEY: secrets.api_key ?? '',
    LOADOUT_OPERATOR_TOKEN: secrets.operator_token,
    LOADOUT_COMPANY_NAME: secrets.company_name,
    NEXTAUTH_SECRET: secrets.nextauth_secret,
    NEXTAUTH_URL: dashboardUrl,
    DASHBOARD_USERS_FILE: usersFile(config),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  if (!env.LOADOUT_API_KEY) delete env.LOADOUT_API_KEY;
  const distDir = path.resolve(env.NEXT_DIST_DIR ?? '.next');
  const fingerprint = dashboardFingerprint(process.cwd());
  if (isBuildCurrent(distDir, fingerprint)) {
    console.log(`The dashboard build in ${distDir} is of the current sources; not rebuilding.`);
  } else {
    const build = runNext(['build'], env);
    const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
    if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
    markBuild(distDir, fingerprint);
  }
  const server = runNext(['start', '--port', String(config.DASHBOARD_PORT), '--hostname', config.HOST], env);
  console.log(`\nDashboard: ${dashboardUrl}  (API: ${apiUrl})\n`);
  return server;
}
