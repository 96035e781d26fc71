import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '@/server/access/credentials';
import { queryRows } from '@/server/db/client';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

describe('POST /operator/v1/companies', () => {
  it('creates a company with API access enabled', async () => {
    const response = await operator('POST', '/companies', { name: 'Acme Corp' });
    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Acme Corp',
      api_access_enabled: true,
      audit_retention_days: 400,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updated_at: expect.any(String),
    });
  });

  it('400 naming the field for a missing or empty name', async () => {
    const response = await operator('POST', '/companies', { name: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([{ path: 'name', message: expect.any(String) }]);
  });
});

describe('GET /operator/v1/companies/:id', () => {
  it('reads one company, and 404s for an unknown or malformed id', async () => {
    const created = await operator('POST', '/companies', { name: 'Initech' });
    const read = await operator('GET', `/companies/${created.body.data.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created.body.data);
    expect((await operator('GET', '/companies/5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11')).status).toBe(404);
    expect((await operator('GET', '/companies/not-a-uuid')).status).toBe(404);
  });
});

describe('PATCH /operator/v1/companies/:id', () => {
  it('switches API access and 404s for an unknown company', async () => {
    const created = await operator('POST', '/companies', { name: 'Umbrella' });
    const patched = await operator('PATCH', `/companies/${created.body.data.id}`, { api_access_enabled: false });
    expect(patched.status).toBe(200);
    expect(patched.body.data.api_access_enabled).toBe(false);
    expect(
      (await operator('PATCH', '/companies/5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11', { api_access_enabled: true })).status,
    ).toBe(404);
    expect((await operator('PATCH', '/companies/not-a-uuid', { api_access_enabled: true })).status).toBe(404);
  });
});

describe('API keys', () => {
  it('creates a key shown once, stores only its hash, lists it without the secret, and revokes it', async () => {
    const company = await operator('POST', '/companies', { name: 'Hooli' });
    const companyId = company.body.data.id;
    const created = await operator('POST', `/companies/${companyId}/api-keys`, {
      name: 'CI integration',
      mode: 'test',
      scopes: ['quotes:write', 'assets:read', 'assets:read'],
      rate_limit_per_minute: 120,
    });
    expect(created.status).toBe(201);
    const key: string = created.body.data.key;
    expect(key).toMatch(/^lo_test_[0-9A-Za-z]{43}$/);
    expect(created.body.data).toMatchObject({
      company_id: companyId,
      name: 'CI integration',
      mode: 'test',
      livemode: false,
      scopes: ['quotes:write', 'assets:read'],
      rate_limit_per_minute: 120,
      display: `lo_test_…${key.slice(-4)}`,
      revoked_at: null,
      last_used_at: null,
    });

    const live = await operator('POST', `/companies/${companyId}/api-keys`, {
      name: 'prod',
      mode: 'live',
      scopes: ['assets:read'],
    });
    expect(live.body.data.key).toMatch(/^lo_live_[0-9A-Za-z]{43}$/);
    expect(live.body.data.rate_limit_per_minute).toBe(600);

    const stored = await queryRows<{ key_hash: string }>(
      server.running.database.db,
      sql`select key_hash from api_keys where company_id = ${companyId}`,
    );
    expect(stored.map((row) => row.key_hash).sort()).toEqual([hashSecret(key), hashSecret(live.body.data.key)].sort());
    const everything = JSON.stringify(await queryRows(server.running.database.db, sql`select * from api_keys`));
    expect(everything).not.toContain(key);

    const list = await operator('GET', `/companies/${companyId}/api-keys`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.text).not.toContain(key);
    expect(list.body.data[0]).not.toHaveProperty('key');

    const revoke = await operator('DELETE', `/api-keys/${created.body.data.id}`);
    expect(revoke.status).toBe(204);
    const after = await operator('GET', `/companies/${companyId}/api-keys`);
    const revoked = after.body.data.find((item: { id: string }) => item.id === created.body.data.id);
    expect(revoked.revoked_at).not.toBeNull();
    expect((await operator('DELETE', '/api-keys/5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11')).status).toBe(404);
  });

  it('400 for an unknown scope, an unknown mode and an expiry in the past', async () => {
    const company = await operator('POST', '/companies', { name: 'Vandelay' });
    const response = await operator('POST', `/companies/${company.body.data.id}/api-keys`, {
      name: 'bad',
      mode: 'staging',
      scopes: ['quotes:delete'],
      expires_at: '2001-01-01T00:00:00Z',
    });
    expect(response.status).toBe(400);
    const paths = response.body.error.details.map((detail: { path: string }) => detail.path).sort();
    expect(paths).toEqual(['expires_at', 'mode', 'scopes[0]']);
  });

  it('404 for keys of an unknown company', async () => {
    const response = await operator('POST', '/companies/5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11/api-keys', {
      name: 'x',
      mode: 'live',
      scopes: ['assets:read'],
    });
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('NOT_FOUND');
  });
});
