import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { awaitRoomInWindow } from '../../support/time';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE: '5' } });
  acme = await createCompanyWithKey(server, { scopes: ['assets:read'] });
});
afterAll(() => server?.close());

function rateHeaders(headers: Headers) {
  return {
    limit: Number(headers.get('x-ratelimit-limit')),
    remaining: Number(headers.get('x-ratelimit-remaining')),
    reset: Number(headers.get('x-ratelimit-reset')),
  };
}

describe('rate limits', () => {
  it('sends the X-RateLimit-* headers on success and on errors', async () => {
    for (const response of [
      await server.request('GET', '/api/v1/assets', { token: acme.key }),
      await server.request('GET', '/api/v1/assets?limit=0', { token: acme.key }),
      await server.request('GET', '/api/v1/unknown', { token: acme.key }),
    ]) {
      const headers = rateHeaders(response.headers);
      expect(headers.limit).toBe(600);
      expect(headers.remaining).toBeGreaterThan(0);
      expect(headers.remaining).toBeLessThan(600);
      // Unix time in milliseconds, at the end of the current minute.
      expect(headers.reset).toBeGreaterThan(Date.now());
      expect(headers.reset).toBeLessThanOrEqual(Date.now() + 60_000);
      expect(headers.reset % 60_000).toBe(0);
      expect(response.headers.get('retry-after')).toBeNull();
    }
  });

  it('counts down and answers 429 with Retry-After once the budget of the key is spent', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['assets:read'], rateLimitPerMinute: 5 });
    await awaitRoomInWindow();

    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await server.request('GET', '/api/v1/assets', { token: key });
      expect(response.status).toBe(200);
      remaining.push(rateHeaders(response.headers).remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);

    const limited = await server.request('GET', '/api/v1/assets', { token: key });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(rateHeaders(limited.headers)).toMatchObject({ limit: 5, remaining: 0 });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another key of the same company has its own budget.
    expect((await server.request('GET', '/api/v1/assets', { token: acme.key })).status).toBe(200);
  });

  it('charges requests with a bad key to the client IP, not to a company', async () => {
    await awaitRoomInWindow();
    const before = rateHeaders((await server.request('GET', '/api/v1/assets', { token: acme.key })).headers).remaining;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await server.request('GET', '/api/v1/assets', { token: `lo_live_${'B'.repeat(43)}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const after = rateHeaders((await server.request('GET', '/api/v1/assets', { token: acme.key })).headers).remaining;
    expect(after).toBe(before - 1);
  });
});

describe('bad operator tokens', () => {
  // Behind a proxy (TRUST_PROXY) each client address has its own budget; X-Forwarded-For stands for two clients here.
  let proxied: TestServer;
  const from = (address: string, token?: string) =>
    proxied.request('GET', '/operator/v1/companies', { token, headers: { 'x-forwarded-for': address } });

  beforeAll(async () => {
    proxied = await startTestServer({ env: { TRUST_PROXY: 'true', RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: '3' } });
  });
  afterAll(() => proxied?.close());

  it('answer 429 with Retry-After once an address has sent its budget of bad tokens, and then check no token from it', async () => {
    await awaitRoomInWindow(15_000);
    const statuses: number[] = [];
    for (const token of [undefined, 'wrong-token-000000000000000', `lo_op_${'W'.repeat(43)}`])
      statuses.push((await from('203.0.113.7', token)).status);
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await from('203.0.113.7', `lo_op_${'X'.repeat(43)}`);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.body.error.message).toContain('operator token');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(rateHeaders(limited.headers)).toMatchObject({ limit: 3, remaining: 0 });

    // Until the window ends, not even the right token is checked from that address: guessing gains nothing.
    expect((await from('203.0.113.7', proxied.operatorToken)).status).toBe(429);
    // Another address is not affected, with the right token or a wrong one.
    expect((await from('198.51.100.20', proxied.operatorToken)).status).toBe(200);
    expect((await from('198.51.100.20', 'wrong-token-000000000000000')).status).toBe(401);
  });

  it("do not spend the budget of good requests, nor the public API's", async () => {
    await awaitRoomInWindow(15_000);
    for (let i = 0; i < 5; i++) expect((await from('192.0.2.50', proxied.operatorToken)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await from('192.0.2.50', 'wrong-token-000000000000000')).status).toBe(401);
    expect((await from('192.0.2.50', proxied.operatorToken)).status).toBe(200);
    const docs = await proxied.request('GET', '/api/v1/openapi.json', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(docs.status).toBe(200);
  });
});

describe('public routes (the choice link, export downloads, docs)', () => {
  // The dashboard calls them for its clients from its own address; it names each client in Loadout-Client-Address,
  // which the API believes only with a company key (server/http/public-budget.ts).
  const choiceLink = (headers: Record<string, string> = {}) =>
    server.request('GET', `/api/v1/onboarding-choices/${randomBytes(24).toString('base64url')}`, { headers });
  const viaDashboard = (address: string, key = acme.key) => ({
    authorization: `Bearer ${key}`,
    'loadout-client-address': address,
  });

  /** Anonymous requests from this test's own address (127.0.0.1) until the API refuses them; the refusal. */
  async function spendAnonymousBudget(headers: Record<string, string> = {}) {
    for (let i = 0; i <= 5; i++) {
      const response = await choiceLink(headers);
      if (response.status === 429) return response;
      expect(response.status).toBe(404);
    }
    throw new Error('the anonymous budget of 5 a minute was never spent');
  }

  it('charge each client the dashboard names to a budget of its own: one client cannot lock out another', async () => {
    await awaitRoomInWindow();
    for (let i = 0; i < 5; i++) expect((await choiceLink(viaDashboard('203.0.113.61'))).status).toBe(404);
    const limited = await choiceLink(viaDashboard('203.0.113.61'));
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toContain('each client may send 5 requests a minute to public routes');
    expect(rateHeaders(limited.headers)).toMatchObject({ limit: 5, remaining: 0 });

    // Another hire behind the same dashboard still gets through, with a full budget of their own.
    const other = await choiceLink(viaDashboard('203.0.113.62'));
    expect(other.status).toBe(404);
    expect(rateHeaders(other.headers)).toMatchObject({ limit: 5, remaining: 4 });
  });

  it('believe the client address only with a company key: an outside client cannot pick its budget', async () => {
    await awaitRoomInWindow();
    const refused = await spendAnonymousBudget({ 'loadout-client-address': '198.51.100.1' });
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    const outsiders: Record<string, string>[] = [
      { 'loadout-client-address': '198.51.100.99' },
      { 'loadout-client-address': '198.51.100.98', authorization: `Bearer lo_live_${'B'.repeat(43)}` },
      { 'loadout-client-address': '198.51.100.97', authorization: 'Bearer not-a-key' },
    ];
    for (const headers of outsiders) expect((await choiceLink(headers)).status, JSON.stringify(headers)).toBe(429);
    // The dashboard's key names a client that spent nothing.
    expect((await choiceLink(viaDashboard('198.51.100.1'))).status).toBe(404);
  });

  it("charge a download with the dashboard's key to that key, not to the address anonymous callers spent", async () => {
    await awaitRoomInWindow();
    await spendAnonymousBudget();
    const download = await server.request(
      'GET',
      `/api/v1/exports/${randomUUID()}/download?expires=${Math.floor(Date.now() / 1000) + 60}&signature=x`,
      { token: acme.key },
    );
    // Refused for its signature, not for a budget; and counted against the key's 600 a minute.
    expect(download.status).toBe(403);
    expect(rateHeaders(download.headers).limit).toBe(600);
  });
});
