import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { upsertUser } from '@/lib/auth/users-file';
import type { Benchmark } from './lib/benchmark';
import { BENCH } from './lib/env';
import { measureLoad, round } from './lib/load';
import { freePort, startApi, startNode, type Served } from './lib/processes';
import { HIGH_RATE_LIMIT, seedCompany, seedQuote } from './lib/seed';
import { signIn } from './lib/sign-in';

/** Its own build directory, so the benchmark never clashes with `npm start`'s or the e2e stacks' builds. */
const DIST_DIR = '.next-bench';
const NEXT_BIN = 'node_modules/next/dist/bin/next';
const USER = {
  email: 'it@bench.example',
  name: 'Bench IT',
  role: 'it_staff' as const,
  password: randomBytes(12).toString('base64url'),
};

/**
 * `next build` as server/demo/dashboard.ts runs it, into DIST_DIR; its output goes to a log file named on failure.
 * The build adds DIST_DIR's types to tsconfig.json's `include`; the file is put back as it was.
 */
async function buildDashboard(env: Record<string, string>) {
  const log = path.join(os.tmpdir(), `loadout-bench-next-build-${process.pid}.log`);
  const output = fs.openSync(log, 'w');
  const tsconfig = fs.readFileSync('tsconfig.json', 'utf8');
  const build = spawn(process.execPath, [path.resolve(NEXT_BIN), 'build'], {
    env: { ...BENCH.inherited, ...env },
    stdio: ['ignore', output, output],
  });
  const code = await new Promise<number | null>((resolve) => build.on('exit', resolve));
  fs.closeSync(output);
  if (fs.readFileSync('tsconfig.json', 'utf8') !== tsconfig) fs.writeFileSync('tsconfig.json', tsconfig);
  if (code !== 0) throw new Error(`next build failed (exit code ${code}); see ${log}`);
  fs.rmSync(log, { force: true });
}

/** Both processes' CPU: a BFF request costs the dashboard's work and the API's. */
const together = (...processes: Served[]) => ({
  cpuMs: () => processes.reduce((sum, served) => sum + served.cpuMs(), 0),
});

export const bffOverhead: Benchmark = {
  name: 'bff-overhead',
  description:
    'GET a quote (3 items × 2 alternatives × 2 recipients) straight from the API (GET /api/v1/quotes/:id, PostgreSQL, rate limit on, budget high) ' +
    `vs. through the dashboard's BFF (GET /api/quotes/:id on the dashboard's server, npm run dashboard, signed-in session cookie), same connections.`,
  async run() {
    const api = await startApi({ env: { RATE_LIMIT_PER_MINUTE: HIGH_RATE_LIMIT } });
    let dashboard: Served | null = null;
    try {
      const seeded = await seedCompany(api);
      const quoteId = await seedQuote(api, seeded);
      const usersFile = path.join(api.database.dataDir, 'bench-dashboard-users.json');
      await upsertUser(usersFile, USER);
      const port = await freePort();
      const dashboardUrl = `http://127.0.0.1:${port}`;
      // The environment server/demo/dashboard.ts gives the dashboard, for the build (it prerenders with it) and the server.
      const env = {
        NODE_ENV: 'production',
        NEXT_DIST_DIR: DIST_DIR,
        NEXT_TELEMETRY_DISABLED: '1',
        LOADOUT_API_URL: api.url,
        LOADOUT_API_KEY: seeded.key,
        LOADOUT_OPERATOR_TOKEN: api.operatorToken,
        LOADOUT_COMPANY_NAME: 'Bench Co',
        NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
        NEXTAUTH_URL: dashboardUrl,
        DASHBOARD_USERS_FILE: usersFile,
        // One user makes every request here: their own budget must not be what the benchmark measures.
        DASHBOARD_USER_RATE_LIMIT: HIGH_RATE_LIMIT,
      };
      const buildStarted = Date.now();
      await buildDashboard(env);
      const buildSeconds = (Date.now() - buildStarted) / 1000;
      dashboard = await startNode('server/run.mjs', env, '/api/auth/csrf', {
        port,
        nodeArgs: BENCH.dashboardNodeArgs,
        args: ['server/dashboard-main.ts', '--port', String(port), '--hostname', '127.0.0.1'],
      });
      const cookie = await signIn(dashboardUrl, USER);
      const check = await fetch(`${dashboardUrl}/api/quotes/${quoteId}`, { headers: { cookie } });
      const body = (await check.json()) as { data?: { id?: string } };
      if (body.data?.id !== quoteId)
        throw new Error(`the BFF answered ${check.status} ${JSON.stringify(body).slice(0, 200)}`);

      const direct = await measureLoad(
        { url: `${api.url}/api/v1/quotes/${quoteId}`, headers: { authorization: `Bearer ${seeded.key}` } },
        { server: api },
      );
      const bff = await measureLoad(
        { url: `${dashboardUrl}/api/quotes/${quoteId}`, headers: { cookie } },
        { server: together(api, dashboard) },
      );
      // The dashboard's server alone: the CPU the BFF itself spends on a proxied read (docs/benchmarks.md, dashboard).
      const bffAlone = await measureLoad(
        { url: `${dashboardUrl}/api/quotes/${quoteId}`, headers: { cookie } },
        { server: dashboard },
      );
      // One connection: the time the BFF adds to one request, without the queueing of BENCH_CONNECTIONS.
      const directSingle = await measureLoad(
        { url: `${api.url}/api/v1/quotes/${quoteId}`, headers: { authorization: `Bearer ${seeded.key}` } },
        { server: api, connections: 1 },
      );
      const bffSingle = await measureLoad(
        { url: `${dashboardUrl}/api/quotes/${quoteId}`, headers: { cookie } },
        { server: together(api, dashboard), connections: 1 },
      );
      const added = round(bff.latency_ms.p50 - direct.latency_ms.p50, 2);
      const addedSingle = round(bffSingle.latency_ms.p50 - directSingle.latency_ms.p50, 2);
      const ratio = bff.requests_per_sec / direct.requests_per_sec;
      return {
        name: this.name,
        description: this.description,
        rows: [
          { name: 'API: GET /api/v1/quotes/:id', load: direct },
          { name: 'BFF: GET /api/quotes/:id (npm run dashboard → API), CPU of both', load: bff },
          { name: 'BFF again, CPU of the dashboard server alone', load: bffAlone },
          { name: 'API, 1 connection', load: directSingle },
          { name: 'BFF, 1 connection', load: bffSingle },
        ],
        targets: [
          {
            name: `p50 added by the BFF, ${direct.connections} connections`,
            target: '≤ 5 ms',
            actual: `${added} ms (mean ${round(bff.latency_ms.mean - direct.latency_ms.mean, 2)} ms)`,
            met: added <= 5 && bff.non_2xx === 0,
          },
          {
            name: 'p50 added by the BFF, 1 connection',
            target: '≤ 5 ms',
            actual: `${addedSingle} ms`,
            met: addedSingle <= 5 && bffSingle.non_2xx === 0,
          },
          {
            name: "the dashboard server's CPU per proxied read",
            target: '≤ 0.5 ms',
            actual: `${bffAlone.server_cpu_ms_per_request} ms`,
            met: (bffAlone.server_cpu_ms_per_request ?? Infinity) <= 0.5 && bffAlone.non_2xx === 0,
          },
          {
            name: 'BFF req/s vs API req/s',
            target: 'reported',
            actual: `${(ratio * 100).toFixed(1)}%`,
            met: bff.non_2xx === 0,
          },
        ],
        details: {
          p50_added_ms: added,
          p50_added_ms_1_connection: addedSingle,
          req_per_sec_ratio: Number(ratio.toFixed(3)),
          dashboard_cpu_ms_per_read: bffAlone.server_cpu_ms_per_request,
          next_build_s: round(buildSeconds),
        },
      };
    } finally {
      await dashboard?.stop();
      await api.stop();
    }
  },
};
