import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorToken } from '@/server/access/service';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server, { scopes: ['assets:read'] });
});
afterAll(() => server?.close());

function expectError(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(Object.keys(response.body)).toEqual(['error']);
  expect(Object.keys(response.body.error).sort()).toEqual(['code', 'details', 'message']);
  expect(response.body.error.code).toBe(code);
  expect(response.body.error.message.length).toBeGreaterThan(10);
}

describe('API key authentication on /api/v1', () => {
  it('accepts a valid key with the scope', async () => {
    const response = await server.request('GET', '/api/v1/assets', { token: acme.key });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [], meta: { has_more: false, next_cursor: null } });
  });

  it('401 without an Authorization header', async () => {
    const response = await server.request('GET', '/api/v1/assets');
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.body.error.message).toContain('Authorization');
  });

  it('401 with another scheme than Bearer', async () => {
    const response = await server.request('GET', '/api/v1/assets', { headers: { authorization: `Basic ${acme.key}` } });
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.body.error.message).toContain('Bearer');
  });

  it('401 with one message for any string that is not a real key: malformed, unknown, an operator token', async () => {
    const { token: operatorToken } = await createOperatorToken(server.running.database.db, 'Probe');
    const strings = [
      'sk_live_abc',
      'x',
      `lo_live_${'A'.repeat(31)}`,
      `lo_live_${'A'.repeat(43)}`,
      `lo_test_${'A'.repeat(43)}`,
      `lo_live_${acme.key.slice(8, -1)}${acme.key.endsWith('A') ? 'B' : 'A'}`,
      operatorToken,
      server.operatorToken,
    ];
    const responses = [];
    for (const token of strings) responses.push(await server.request('GET', '/api/v1/assets', { token }));
    for (const response of responses) expectError(response, 401, 'UNAUTHORIZED');
    const messages = new Set(responses.map((response) => JSON.stringify(response.body)));
    expect(messages.size, [...messages].join('\n')).toBe(1);
    expect(responses[0]!.body.error.message).toMatch(/^Invalid API key\./);
    expect(responses[0]!.body.error.details).toBeNull();
  });

  it('401 for a revoked key, within 5 seconds of the revocation', async () => {
    const { key, keyId } = await createKey(server, acme.companyId, { scopes: ['assets:read'] });
    expect((await server.request('GET', '/api/v1/assets', { token: key })).status).toBe(200);

    const revoked = await server.request('DELETE', `/operator/v1/api-keys/${keyId}`, { token: server.operatorToken });
    expect(revoked.status).toBe(204);
    expect(revoked.text).toBe('');
    const revokedAt = Date.now();

    let response = await server.request('GET', '/api/v1/assets', { token: key });
    while (response.status === 200 && Date.now() - revokedAt < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await server.request('GET', '/api/v1/assets', { token: key });
    }
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.body.error.message).toContain('revoked');
  });

  it('401 for an expired key', async () => {
    const expiresAt = Date.now() + 3_000;
    const { key } = await createKey(server, acme.companyId, {
      scopes: ['assets:read'],
      expiresAt: new Date(expiresAt).toISOString(),
    });
    expect((await server.request('GET', '/api/v1/assets', { token: key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt - Date.now()) + 100));
    const response = await server.request('GET', '/api/v1/assets', { token: key });
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.body.error.message).toContain('expired');
  });

  it('403 for a key without the scope the endpoint needs', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['quotes:read'] });
    const response = await server.request('GET', '/api/v1/assets', { token: key });
    expectError(response, 403, 'FORBIDDEN');
    expect(response.body.error.details).toEqual({ required_scopes: ['assets:read'], granted_scopes: ['quotes:read'] });
  });

  it('a :write scope grants its :read twin', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['assets:write'] });
    expect((await server.request('GET', '/api/v1/assets', { token: key })).status).toBe(200);
  });

  it('403 when the company has API access disabled, and 200 again once enabled', async () => {
    const other = await createCompanyWithKey(server, { name: 'Globex', scopes: ['assets:read'] });
    const disable = await server.request('PATCH', `/operator/v1/companies/${other.companyId}`, {
      token: server.operatorToken,
      body: { api_access_enabled: false },
    });
    expect(disable.status).toBe(200);
    expect(disable.body.data.api_access_enabled).toBe(false);

    const response = await server.request('GET', '/api/v1/assets', { token: other.key });
    expectError(response, 403, 'FORBIDDEN');
    expect(response.body.error.message).toContain('API access is disabled');

    await server.request('PATCH', `/operator/v1/companies/${other.companyId}`, {
      token: server.operatorToken,
      body: { api_access_enabled: true },
    });
    expect((await server.request('GET', '/api/v1/assets', { token: other.key })).status).toBe(200);
  });

  it('records last_used_at of a key', async () => {
    const list = await server.request('GET', `/operator/v1/companies/${acme.companyId}/api-keys`, {
      token: server.operatorToken,
    });
    const used = list.body.data.find((key: { id: string }) => key.id === acme.keyId);
    expect(used.last_used_at).not.toBeNull();
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('operator authentication on /operator/v1', () => {
  it('401 for a company API key', async () => {
    const response = await server.request('GET', '/operator/v1/companies', { token: acme.key });
    expectError(response, 401, 'UNAUTHORIZED');
    expect(response.body.error.message).toContain('operator token');
  });

  it('accepts an issued operator token (npm run operator -- create-token)', async () => {
    const { token } = await createOperatorToken(server.running.database.db, 'Jane from fulfilment');
    expect(token).toMatch(/^lo_op_/);
    expect((await server.request('GET', '/operator/v1/companies', { token })).status).toBe(200);
  });

  it('401 without a token, and one message for any string that is not an operator token', async () => {
    expectError(await server.request('GET', '/operator/v1/companies'), 401, 'UNAUTHORIZED');
    const { token: revoked, row } = await createOperatorToken(server.running.database.db, 'Leaver');
    await server.running.database.db.execute(sql`update operator_tokens set revoked_at = now() where id = ${row.id}`);
    const responses = [];
    for (const token of ['not-the-token-at-all-000000', `lo_op_${'A'.repeat(43)}`, acme.key, revoked]) {
      responses.push(await server.request('GET', '/operator/v1/companies', { token }));
    }
    for (const response of responses) expectError(response, 401, 'UNAUTHORIZED');
    expect(new Set(responses.map((response) => JSON.stringify(response.body))).size).toBe(1);
    expect(responses[0]!.body.error.message).toMatch(/^Invalid operator token\./);
  });
});
