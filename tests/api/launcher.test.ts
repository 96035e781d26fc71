import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { newOperatorToken } from '../support/server';

// `npm run api` is `node server/run.mjs server/main.ts`: esbuild bundles the entry point, which then runs in the same
// process. This starts it exactly so, on the suite's database, and stops it the way a process manager does.

let database: TestDatabase;

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('server/run.mjs (npm run api)', () => {
  it('bundles server/main.ts, migrates, serves, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const operatorToken = newOperatorToken();
    const child = spawn(process.execPath, ['server/run.mjs', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: database.dataDir, DATABASE_URL: database.url ?? '', OPERATOR_TOKEN: operatorToken, LOG_LEVEL: 'error' },
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
      const companies = await fetch(`http://127.0.0.1:${port}/operator/v1/companies`, { headers: { authorization: `Bearer ${operatorToken}` } });
      expect(companies.status).toBe(200);
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
