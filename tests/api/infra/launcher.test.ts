import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { newOperatorToken } from '../../support/server';

// `npm run api` is `node server/run.mjs server/main.ts`: esbuild bundles the entry point, which then runs in the same
// process. This starts it exactly so, on the suite's database, and stops it the way a process manager does. `npm start`
// (server/start-demo.ts) is started the same way, with the dashboard it builds (only when its sources changed, see
// server/demo/dashboard-build.ts) and starts.

let database: TestDatabase;

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  database = await createTestDatabase({ schema: 'empty' });
});
afterAll(async () => {
  await database?.drop();
});

describe('server/run.mjs (npm run api)', () => {
  it('bundles server/main.ts, migrates, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const operatorToken = newOperatorToken();
    const child = spawn(process.execPath, ['server/run.mjs', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url ?? '',
        OPERATOR_TOKEN: operatorToken,
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const deadline = Date.now() + 60_000;
      let health: Response | null = null;
      while (!health && Date.now() < deadline && child.exitCode === null) {
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
        if (!health) await sleep(100);
      }
      expect(health?.status, stderr).toBe(200);
      // The migrations ran from the bundle's copy: the operator API answers over a migrated schema.
      const companies = await fetch(`http://127.0.0.1:${port}/operator/v1/companies`, {
        headers: { authorization: `Bearer ${operatorToken}` },
      });
      expect(companies.status).toBe(200);
      // So did the files the API reads at run time: the recorded OpenAPI examples, the documentation's CSS, browser
      // script and guides, and the renderer's bundle from node_modules.
      const openapi = await fetch(`http://127.0.0.1:${port}/api/v1/openapi.json`);
      expect(openapi.status).toBe(200);
      const guides = await fetch(`http://127.0.0.1:${port}/api/v1/docs/guides`);
      expect(guides.status).toBe(200);
      expect(await guides.text()).toContain('<h2 id="authentication">');
      const assets = `http://127.0.0.1:${port}/api/v1/docs/assets`;
      expect(await (await fetch(`${assets}/quick-start.css`)).text()).toContain('.qs-flow');
      expect(await (await fetch(`${assets}/reference-console.js`)).text()).toContain('SwaggerUIBundle({');
      expect((await fetch(`${assets}/swagger-ui-bundle.js`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('explains its usage when the entry point is missing', () => {
    const result = spawnSync(process.execPath, ['server/run.mjs'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage: node server/run.mjs <entry point>.ts');
  });
});

// The first run may build the dashboard (a minute or two); later runs, and the e2e suite, reuse that build.
const DEMO_START_TIMEOUT_MS = 360_000;

/** Runs `npm start` on a DATA_DIR until it says it is ready; returns its output, then stops it like Ctrl-C. */
async function startDemo(
  dataDir: string,
  ports: { api: number; dashboard: number },
  whileRunning?: () => Promise<void>,
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start-demo.ts'], {
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url ?? '',
      PORT: String(ports.api),
      DASHBOARD_PORT: String(ports.dashboard),
      HOST: '127.0.0.1',
      WEBHOOK_ALLOWED_HOSTS: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + DEMO_START_TIMEOUT_MS;
    while (!output.includes('add-dashboard-user') && child.exitCode === null && Date.now() < deadline) await sleep(200);
    expect(output).toContain('add-dashboard-user');
    await whileRunning?.();
    await sleep(500);
    return output;
  } finally {
    process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
}

describe('server/start-demo.ts (npm start)', () => {
  it(
    'prints the secrets last, after the dashboard answers, and says on later starts where they are kept',
    { timeout: 2 * DEMO_START_TIMEOUT_MS },
    async () => {
      const ports = { api: await freePort(), dashboard: await freePort() };
      const first = await startDemo(database.dataDir, ports);
      const ready = first.indexOf('Loadout is ready.');
      // The dashboard's server says it listens before the launcher is ready; nothing of the build or of that server comes after.
      const listening = first.indexOf(`The dashboard listens on http://127.0.0.1:${ports.dashboard}`);
      expect(listening).toBeGreaterThan(-1);
      expect(listening).toBeLessThan(ready);
      const summary = first.slice(ready).trim().split('\n');
      expect(summary.slice(0, 3)).toEqual([
        'Loadout is ready.',
        `  Dashboard:     http://127.0.0.1:${ports.dashboard}`,
        `  API reference: http://127.0.0.1:${ports.api}/api/v1/docs`,
      ]);
      // Who to sign in as, with the passwords, and three things to try, each with its link.
      expect(summary.slice(3).join('\n')).toMatch(
        /^\nSign in as \(the passwords are shown only now\):\n( {2}\w+ +\S+@\S+ +\S+\n){4}\nTry first:\n( {2}\d\. .+ http:\/\/127\.0\.0\.1:\d+\/\S+\n){3}\nLoaded the demo catalog\.\nAcme live API key \(all scopes\): lo_live_\w+\nAcme test API key \(all scopes, autopilot\): lo_test_\w+\nOperator token: lo_op_\w+\nThese secrets are shown only now\. The dashboard's API key and operator token are kept in /,
      );
      for (const link of first.slice(ready).match(/http:\/\/127\.0\.0\.1:\d+\/(quotes|approvals|employees)\S*/g)!)
        expect(link.startsWith(`http://127.0.0.1:${ports.dashboard}/`), link).toBe(true);
      // The leaver's own page, where her offboarding case is, found in the demo company.
      expect(first).toMatch(/Offboard Hannah Levine.*\/employees\/[0-9a-f-]{36}\n/);
      const usersFile = path.join(database.dataDir, 'dashboard-users.json');
      expect(summary.at(-1)).toBe(
        `These secrets are shown only now. The dashboard's API key and operator token are kept in ${path.join(database.dataDir, 'dashboard.json')}, its users in ${usersFile}; ` +
          `a new password: DASHBOARD_USERS_FILE=${usersFile} npm run operator -- add-dashboard-user it@acme.example "Ines Torres" it_staff`,
      );

      // The demo accepts webhook receivers on loopback (production, `npm run api`, needs WEBHOOK_ALLOWED_HOSTS for that).
      const { api_key: apiKey } = JSON.parse(fs.readFileSync(path.join(database.dataDir, 'dashboard.json'), 'utf8'));
      const statuses: number[] = [];
      const second = await startDemo(database.dataDir, ports, async () => {
        for (const url of ['http://127.0.0.1:9/hooks', 'http://localhost:9/hooks', 'http://[::1]:9/hooks']) {
          const response = await fetch(`http://127.0.0.1:${ports.api}/api/v1/webhooks`, {
            method: 'POST',
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
            body: JSON.stringify({ url, events: ['webhook.test'] }),
          });
          statuses.push(response.status);
        }
      });
      expect(statuses).toEqual([201, 201, 201]);
      expect(second).not.toMatch(/lo_live_|lo_op_|passwords/);
      expect(second).toContain(
        'Sign in as (with the password shown on the first start):\n  it_staff  it@acme.example\n',
      );
      expect(second.slice(second.indexOf('Loadout is ready.')).trim().split('\n').at(-1)).toBe(
        `The secrets were shown on the first start only. The dashboard's API key and operator token are kept in ${path.join(database.dataDir, 'dashboard.json')}, ` +
          `its users in ${usersFile}; a new password: DASHBOARD_USERS_FILE=${usersFile} npm run operator -- add-dashboard-user it@acme.example "Ines Torres" it_staff`,
      );
      expect(fs.existsSync(usersFile)).toBe(true);
    },
  );
});
