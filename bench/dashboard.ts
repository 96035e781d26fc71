import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { upsertUser } from '@/lib/auth/users-file';
import { openDatabase } from '@/server/db/client';
import { apiKeys } from '@/server/db/schema';
import { DEMO_USERS } from '@/server/demo/dashboard';
import { createTestDatabase, type TestDatabase } from '@/tests/support/database';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import type { LoadResult } from './lib/load';
import { freePort, startNode } from './lib/processes';
import { HIGH_RATE_LIMIT } from './lib/seed';
import { signIn } from './lib/sign-in';
import type { Row, Target } from './lib/report';

// The dashboard under load: `npm start` (server/start-demo.ts) with its demo company, 25 signed-in users of the
// company's roles, each going round the pages its role visits most and issuing the BFF requests those pages make
// (lib/queries: lists read 100 rows a page), with no think time. Then the same users each reading one quote, the
// plain proxied read. On PostgreSQL and on the embedded database, one stack after the other.

const DIST_DIR = '.next-bench';
const READY_TIMEOUT_MS = 300_000;
/** Requests of one page, which the browser sends side by side (as many as it opens connections to one host). */
const BROWSER_CONNECTIONS = 6;
const USERS_PER_ROLE = { it_staff: 9, manager: 8, support: 8 } as const;
type CompanyRole = keyof typeof USERS_PER_ROLE;

/** The pages each role visits most and the BFF requests each makes (`:quote` is one of the demo company's quotes). */
const PAGES: Record<CompanyRole, { page: string; requests: string[] }[]> = {
  it_staff: [
    { page: '/', requests: ['/api/overview'] },
    { page: '/quotes', requests: ['/api/quotes?limit=100'] },
    { page: '/quotes/:quote', requests: ['/api/quotes/:quote'] },
    { page: '/device-actions', requests: ['/api/device-actions?limit=100'] },
    { page: '/employees', requests: ['/api/employees?limit=100'] },
    { page: '/inventory', requests: ['/api/assets?limit=100'] },
  ],
  manager: [
    { page: '/', requests: ['/api/overview'] },
    {
      page: '/approvals',
      requests: ['/api/approval-requests?mine=1&limit=100', '/api/approval-requests?status=pending&limit=100'],
    },
    { page: '/quotes', requests: ['/api/quotes?limit=100'] },
    { page: '/quotes/:quote', requests: ['/api/quotes/:quote'] },
    { page: '/budgets', requests: ['/api/budgets?limit=100'] },
  ],
  support: [
    { page: '/', requests: ['/api/overview'] },
    { page: '/device-actions', requests: ['/api/device-actions?limit=100'] },
    { page: '/quotes/:quote', requests: ['/api/quotes/:quote'] },
    { page: '/employees', requests: ['/api/employees?limit=100'] },
  ],
};

type BenchUser = { email: string; name: string; role: CompanyRole; password: string };

/** The demo users of the company's roles, then more of each role (added as `npm run operator -- add-dashboard-user` does). */
function benchUsers(): BenchUser[] {
  const password = randomBytes(12).toString('base64url');
  return (Object.keys(USERS_PER_ROLE) as CompanyRole[]).flatMap((role) => {
    const demo = DEMO_USERS.find((user) => user.role === role)!;
    const more = Array.from({ length: USERS_PER_ROLE[role] - 1 }, (_, index) => ({
      email: `bench-${role.replace('_', '-')}-${index + 1}@acme.example`,
      name: `Bench ${role} ${index + 1}`,
      role,
    }));
    return [{ ...demo, role }, ...more].map((user) => ({ ...user, password }));
  });
}

type DemoStack = {
  dashboardUrl: string;
  apiUrl: string;
  apiKey: string;
  /** CPU (user + system) of the dashboard's server and of the API's process (with its worker), in ms. */
  cpuMs(): { dashboard: number; api: number };
  stop(): Promise<void>;
};

function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The dashboard's server: the child of `npm start` running server/dashboard-main.ts. */
function dashboardPidOf(pid: number): number {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  const found = children.find((child) => fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('dashboard-main'));
  if (!found) throw new Error(`npm start (pid ${pid}) has no dashboard process among ${children.join(', ')}`);
  return found;
}

/** `npm start` on `database` (a first start: the demo company is built), until it says it is ready. */
async function startDemo(database: TestDatabase, usersFile: string): Promise<DemoStack> {
  const [apiPort, dashboardPort] = [await freePort(), await freePort()];
  const log = path.join(os.tmpdir(), `loadout-bench-dashboard-${process.pid}.log`);
  const output = fs.openSync(log, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start-demo.ts'], {
    stdio: ['ignore', output, output],
    env: {
      ...BENCH.inherited,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DASHBOARD_PORT: String(dashboardPort),
      DASHBOARD_USERS_FILE: usersFile,
      NEXT_DIST_DIR: DIST_DIR,
      LOG_LEVEL: BENCH.logLevel === 'info' ? 'warn' : BENCH.logLevel,
      REDIS_URL: '',
      // 25 users without think time spend far more than 300 requests a minute each: the budget is still counted on
      // every request (lib/bff/user-budget.ts), it only never says no.
      DASHBOARD_USER_RATE_LIMIT: HIGH_RATE_LIMIT,
      WEBHOOK_ALLOWED_HOSTS: '',
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.closeSync(output);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!fs.readFileSync(log, 'utf8').includes('Loadout is ready.')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not become ready; see ${log}`);
    }
    await sleep(500);
  }
  const secrets = JSON.parse(fs.readFileSync(path.join(database.dataDir, 'dashboard.json'), 'utf8')) as {
    api_key: string;
  };
  const dashboardPid = dashboardPidOf(child.pid!);
  return {
    dashboardUrl: `http://127.0.0.1:${dashboardPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiKey: secrets.api_key,
    cpuMs: () => ({ dashboard: cpuMsOf(dashboardPid), api: cpuMsOf(child.pid!) }),
    async stop() {
      await stop();
      fs.rmSync(log, { force: true });
    },
  };
}

/**
 * The dashboard's key may make 6,000 API calls a minute (server/demo/dashboard.ts), which 25 users without think
 * time exceed: raised in the database between a first start (which builds the demo company) and the measured one.
 */
async function raiseDashboardKeyLimit(database: TestDatabase) {
  const opened = await openDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    await opened.db
      .update(apiKeys)
      .set({ rateLimitPerMinute: Number(HIGH_RATE_LIMIT) })
      .where(eq(apiKeys.name, 'Dashboard'));
  } finally {
    await opened.close();
  }
}

type Sample = { ms: number; status: number };

function get(agent: http.Agent, url: string, cookie: string): Promise<Sample> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie, 'accept-encoding': 'gzip' } }, (response) => {
        response.resume();
        response.once('end', () => resolve({ ms: performance.now() - started, status: response.statusCode ?? 0 }));
      })
      .once('error', reject);
  });
}

type SignedIn = { user: BenchUser; cookie: string; agent: http.Agent };

/** Each user goes round `pagesOf` its role until `seconds` have passed; every answer's time and status. */
async function browse(
  users: SignedIn[],
  dashboardUrl: string,
  seconds: number,
  pagesOf: (user: BenchUser) => string[][],
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    users.map(async ({ user, cookie, agent }) => {
      const pages = pagesOf(user);
      for (let visit = 0; performance.now() < deadline; visit++) {
        const requests = pages[visit % pages.length]!;
        samples.push(
          ...(await Promise.all(requests.map((request) => get(agent, `${dashboardUrl}${request}`, cookie)))),
        );
      }
    }),
  );
  return samples;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

type Measured = { load: LoadResult; p95: number; apiCpuMsPerRequest: number };

/** Warms up, then measures: latency percentiles of the BFF's answers and each process's CPU per answer. */
async function measure(
  stack: Pick<DemoStack, 'dashboardUrl' | 'cpuMs'>,
  users: SignedIn[],
  pagesOf: (user: BenchUser) => string[][],
): Promise<Measured> {
  await browse(users, stack.dashboardUrl, BENCH.warmup, pagesOf);
  const before = stack.cpuMs();
  const started = performance.now();
  const samples = await browse(users, stack.dashboardUrl, BENCH.duration, pagesOf);
  const seconds = (performance.now() - started) / 1000;
  const after = stack.cpuMs();
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const ok = samples.filter((sample) => sample.status >= 200 && sample.status < 300).length;
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / Math.max(sorted.length, 1);
  return {
    load: {
      requests_per_sec: round(samples.length / seconds),
      latency_ms: {
        p50: round(percentile(sorted, 50)),
        p90: round(percentile(sorted, 90)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? 0),
        mean: round(mean, 2),
      },
      requests: samples.length,
      non_2xx: samples.length - ok,
      errors: 0,
      connections: users.length,
      duration_s: BENCH.duration,
      server_cpu_ms_per_request: round((after.dashboard - before.dashboard) / Math.max(samples.length, 1), 3),
    },
    p95: round(percentile(sorted, 95)),
    apiCpuMsPerRequest: round((after.api - before.api) / Math.max(samples.length, 1), 3),
  };
}

/** Quotes of the demo company for the quote pages, read with the dashboard's key. */
async function demoQuoteIds(stack: DemoStack): Promise<string[]> {
  const answer = await fetch(`${stack.apiUrl}/api/v1/quotes?limit=20`, {
    headers: { authorization: `Bearer ${stack.apiKey}` },
  });
  const ids = ((await answer.json()) as { data: { id: string }[] }).data.map((quote) => quote.id);
  if (ids.length === 0) throw new Error('the demo company has no quotes');
  return ids;
}

type ModeResult = { mix: Measured; read: Measured; proxy: Measured; users: number };

async function runOn(mode: 'PostgreSQL' | 'embedded'): Promise<ModeResult> {
  const database = await createTestDatabase({ adminUrl: mode === 'embedded' ? undefined : BENCH.databaseUrl });
  const usersFile = path.join(database.dataDir, 'bench-dashboard-users.json');
  const users = benchUsers();
  for (const user of users) await upsertUser(usersFile, user);
  let stack: DemoStack | null = null;
  try {
    await (await startDemo(database, usersFile)).stop();
    await raiseDashboardKeyLimit(database);
    stack = await startDemo(database, usersFile);
    const quotes = await demoQuoteIds(stack);
    const signedIn: SignedIn[] = [];
    for (const user of users)
      signedIn.push({
        user,
        cookie: await signIn(stack.dashboardUrl, user),
        agent: new http.Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS }),
      });
    const quoteOf = (user: BenchUser) => quotes[users.indexOf(user) % quotes.length]!;
    const pagesOf = (user: BenchUser) =>
      PAGES[user.role].map(({ requests }) => requests.map((request) => request.replace(':quote', quoteOf(user))));
    // Every request of each role once, so that a page whose request fails says which.
    const onePerRole = (Object.keys(PAGES) as CompanyRole[]).map((role) =>
      signedIn.find(({ user }) => user.role === role)!,
    );
    for (const { user, cookie, agent } of onePerRole)
      for (const request of pagesOf(user).flat()) {
        const { status } = await get(agent, `${stack.dashboardUrl}${request}`, cookie);
        if (status !== 200) throw new Error(`${user.role} ${request}: the BFF answered ${status}`);
      }
    const mix = await measure(stack, signedIn, pagesOf);
    const readOf = (user: BenchUser) => [[`/api/quotes/${quoteOf(user)}`]];
    const read = await measure(stack, signedIn, readOf);
    // The same reads through a plain Node.js proxy to the same API, measured the same way: the floor of a proxied read.
    const proxy = await startNode('bench/lib/plain-proxy.ts', { API_URL: stack.apiUrl, API_KEY: stack.apiKey }, '/');
    let floor: Measured;
    try {
      const api = stack.cpuMs;
      floor = await measure(
        { dashboardUrl: proxy.url, cpuMs: () => ({ dashboard: proxy.cpuMs(), api: api().api }) },
        signedIn,
        readOf,
      );
    } finally {
      await proxy.stop();
    }
    for (const { agent } of signedIn) agent.destroy();
    return { mix, read, proxy: floor, users: users.length };
  } finally {
    await stack?.stop();
    await database.drop();
  }
}

export const dashboardBench: Benchmark = {
  name: 'dashboard',
  description:
    "The dashboard under load: npm start's demo company, 25 signed-in users (9 IT staff, 8 managers, 8 support), each " +
    'going round the pages its role visits most and issuing their BFF requests, no think time; then the same users ' +
    'each reading a quote (GET /api/quotes/:id, a proxied read). On PostgreSQL and on the embedded database (PGlite). ' +
    "CPU is the dashboard server's process alone.",
  async run() {
    const rows: Row[] = [];
    const targets: Target[] = [];
    const details: Record<string, unknown> = {};
    for (const mode of ['PostgreSQL', 'embedded'] as const) {
      const { mix, read, proxy, users } = await runOn(mode);
      rows.push(
        { name: `${mode}: the pages' BFF requests, ${users} users`, load: mix.load, notes: `p95 ${mix.p95} ms` },
        { name: `${mode}: GET /api/quotes/:id, ${users} users`, load: read.load, notes: `p95 ${read.p95} ms` },
        { name: `${mode}: the same reads, plain Node.js proxy`, load: proxy.load, notes: `p95 ${proxy.p95} ms` },
      );
      targets.push(
        {
          name: `${mode}: p95 of the BFF's answers, the pages' requests`,
          target: '≤ 300 ms',
          actual: `${mix.p95} ms (p50 ${mix.load.latency_ms.p50}, p99 ${mix.load.latency_ms.p99}; ${mix.load.non_2xx} not 2xx)`,
          met: mix.p95 <= 300 && mix.load.non_2xx === 0,
        },
        {
          name: `${mode}: the dashboard server's CPU per proxied read (GET /api/quotes/:id)`,
          target: '≤ 0.5 ms',
          actual: `${read.load.server_cpu_ms_per_request} ms (p95 ${read.p95} ms; a plain proxy ${proxy.load.server_cpu_ms_per_request} ms)`,
          met: (read.load.server_cpu_ms_per_request ?? Infinity) <= 0.5 && read.load.non_2xx === 0,
        },
        {
          name: `${mode}: the dashboard server's CPU per request, the pages' requests`,
          target: 'reported',
          actual: `${mix.load.server_cpu_ms_per_request} ms (the API's process: ${mix.apiCpuMsPerRequest} ms)`,
          met: mix.load.non_2xx === 0,
        },
      );
      details[mode] = {
        pages: { ...mix.load.latency_ms, p95: mix.p95, api_cpu_ms_per_request: mix.apiCpuMsPerRequest },
        read: { ...read.load.latency_ms, p95: read.p95, api_cpu_ms_per_request: read.apiCpuMsPerRequest },
        plain_proxy_read: {
          ...proxy.load.latency_ms,
          p95: proxy.p95,
          cpu_ms_per_request: proxy.load.server_cpu_ms_per_request,
        },
      };
    }
    details.settings = {
      users: USERS_PER_ROLE,
      dashboard_user_rate_limit: `${HIGH_RATE_LIMIT} (bench only; counted, never reached)`,
      dashboard_key_rate_limit: `${HIGH_RATE_LIMIT} (bench only, raised in the database after the first start)`,
      accept_encoding: 'gzip',
    };
    return { name: this.name, description: this.description, rows, targets, details };
  },
};
