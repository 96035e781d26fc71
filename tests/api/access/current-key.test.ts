import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/v1/api-keys/current', () => {
  it('answers with the calling key: name, mode, scopes and limit, without the secret, whatever its scopes', async () => {
    const company = await createCompanyWithKey(server, {
      scopes: ['employees:read'],
      mode: 'test',
      rateLimitPerMinute: 42,
    });
    const response = await server.request('GET', '/api/v1/api-keys/current', { token: company.key });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: company.keyId,
      company_id: company.companyId,
      name: 'test key',
      mode: 'test',
      livemode: false,
      scopes: ['employees:read'],
      rate_limit_per_minute: 42,
      revoked_at: null,
    });
    expect(response.body.data.display).toMatch(/^lo_test_…/);
    expect(response.text).not.toContain(company.key);
  });

  it('tells two keys of one company apart', async () => {
    const company = await createCompanyWithKey(server);
    const second = await createKey(server, company.companyId, { scopes: ['quotes:read'] });
    const response = await server.request('GET', '/api/v1/api-keys/current', { token: second.key });
    expect(response.body.data).toMatchObject({ id: second.keyId, mode: 'live', scopes: ['quotes:read'] });
  });

  it('refuses a missing or revoked key with 401 like every endpoint', async () => {
    const company = await createCompanyWithKey(server);
    expect((await server.request('GET', '/api/v1/api-keys/current')).status).toBe(401);
    await server.request('DELETE', `/operator/v1/api-keys/${company.keyId}`, { token: server.operatorToken });
    // Revocation reaches every instance within 5 seconds; this one forgets at once.
    const response = await server.request('GET', '/api/v1/api-keys/current', { token: company.key });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toContain('revoked');
  });
});
