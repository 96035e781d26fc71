import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('health probes', () => {
  it('GET /healthz answers while the process is up', async () => {
    const response = await server.request('GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz checks the database and the migrations', async () => {
    const ready = await server.request('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok' } });

    // Pretend the newest migration was never applied.
    const db = server.running.database.db;
    await db.execute(sql`update schema_migrations set name = 'renamed' where name = '0000_foundation'`);
    const pending = await server.request('GET', '/readyz');
    expect(pending.status).toBe(503);
    expect(pending.body.checks.migrations).toContain('0000_foundation');
    await db.execute(sql`update schema_migrations set name = '0000_foundation' where name = 'renamed'`);
    expect((await server.request('GET', '/readyz')).status).toBe(200);
  });
});
