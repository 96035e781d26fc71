import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { ensureDashboardSecrets } from '@/server/demo/dashboard';
import { seedDemoData } from '@/server/seed/seed';
import { createCompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

// Actor headers: a key may name the person it acts for (Loadout-Actor-*), and the address and browser it reports for
// them. The audit event keeps what the key asserted and, beside it, that it was asserted, by which key, and the
// address and browser the request really came from.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ prepare: async (database) => void (await seedDemoData(database.db)) });
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const ASSERTED = {
  'loadout-actor-email': 'Ines@Example.com',
  'loadout-actor-name': encodeURIComponent('Inés Torres'),
  'loadout-actor-role': 'it_staff',
  'loadout-actor-ip': '203.0.113.9',
  'loadout-actor-user-agent': 'Mozilla/5.0 (named by the key)',
};

/** The one event a request left, read back through the API with the same key. */
async function eventOf(key: string, requestId: string) {
  const page = await server.request('GET', '/api/v1/audit-events?limit=100', { token: key });
  expect(page.status, page.text).toBe(200);
  const events = page.body.data.filter((event: { request_id: string }) => event.request_id === requestId);
  expect(events).toHaveLength(1);
  return events[0];
}

describe('Loadout-Actor-* headers in the audit log', () => {
  it('keep what any write key asserted, and beside it the key, the real peer and the fact it was asserted', async () => {
    const company = await createCompanyWithKey(server, { name: 'Asserting Co' });
    const created = await server.request('POST', '/api/v1/budgets', {
      token: company.key,
      body: { period: 'year', amount: 1000 },
      headers: { ...ASSERTED, 'user-agent': 'integration-script/1.0' },
    });
    expect(created.status, created.text).toBe(201);
    const event = await eventOf(company.key, created.headers.get('x-request-id')!);
    // What the key asserted, as before.
    expect(event.ip_address).toBe('203.0.113.9');
    expect(event.user_agent).toBe('Mozilla/5.0 (named by the key)');
    expect(event.actor).toEqual({
      type: 'user',
      email: 'ines@example.com',
      name: 'Inés Torres',
      role: 'it_staff',
      api_key_id: company.keyId,
      api_key_name: 'test key',
      // Beside it: asserted, by which key, from where the request really came.
      asserted: true,
      api_key_suffix: company.key.slice(-4),
      peer_ip: '127.0.0.1',
      peer_user_agent: 'integration-script/1.0',
    });
  });

  it('shows the dashboard’s users as asserted by the Dashboard key, with the BFF as the peer', async () => {
    const config = loadConfig({ DATA_DIR: server.database.dataDir, DATABASE_URL: server.database.url });
    const secrets = await ensureDashboardSecrets(server.running.database.db, config, () => {});
    const key = secrets.api_key!;
    // As lib/bff/route.ts calls the API for a signed-in user.
    const created = await server.request('POST', '/api/v1/budgets', {
      token: key,
      body: { department: 'Audit actors', period: 'year', amount: 2500 },
      headers: { ...ASSERTED, 'user-agent': 'node' },
    });
    expect(created.status, created.text).toBe(201);
    const event = await eventOf(key, created.headers.get('x-request-id')!);
    expect(event.actor).toMatchObject({
      type: 'user',
      email: 'ines@example.com',
      api_key_name: 'Dashboard',
      asserted: true,
      api_key_suffix: key.slice(-4),
      peer_ip: '127.0.0.1',
      peer_user_agent: 'node',
    });
    expect(event.ip_address).toBe('203.0.113.9');
  });
});
