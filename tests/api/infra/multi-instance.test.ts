import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { awaitRoomInWindow } from '../../support/time';
import { newOperatorToken, sendRequest, startTestServer, type TestServer } from '../../support/server';

// Several instances side by side is the PostgreSQL deployment (the embedded database belongs to one process), so
// this file always runs on PostgreSQL: DATABASE_URL, or the local server.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

let database: TestDatabase;
let first: TestServer;
let second: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  database = await createTestDatabase({ adminUrl: POSTGRES_URL });
  const env = {
    REDIS_URL,
    OPERATOR_TOKEN: newOperatorToken(),
    RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: '5',
    TRUST_PROXY: 'true',
  };
  first = await startTestServer({ database, env });
  second = await startTestServer({ database, env });
  acme = await createCompanyWithKey(first, { scopes: ['assets:read'] });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

describe('two API instances sharing PostgreSQL and Redis', () => {
  it('enforce one rate-limit budget per key, exactly', async () => {
    const { key } = await createKey(first, acme.companyId, { scopes: ['assets:read'], rateLimitPerMinute: 40 });
    await awaitRoomInWindow(15_000);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sendRequest(i % 2 ? first.url : second.url, 'GET', '/api/v1/assets', { token: key }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(40);
    expect(statuses.filter((status) => status === 429)).toHaveLength(60);
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => Number(response.headers.get('x-ratelimit-remaining')))
      .sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  it('share one budget of bad operator tokens per address', async () => {
    await awaitRoomInWindow(15_000);
    const bad = (server: TestServer) =>
      sendRequest(server.url, 'GET', '/operator/v1/companies', {
        token: `lo_op_${'Q'.repeat(43)}`,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await bad(i % 2 ? first : second)).status);
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(5).fill(429)]);
  });

  it('reject a key revoked on the other instance within 5 seconds', async () => {
    const { key, keyId } = await createKey(first, acme.companyId, { scopes: ['assets:read'] });
    expect((await second.request('GET', '/api/v1/assets', { token: key })).status).toBe(200);
    const revoked = await first.request('DELETE', `/operator/v1/api-keys/${keyId}`, { token: first.operatorToken });
    expect(revoked.status).toBe(204);
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < 6_000) {
      status = (await second.request('GET', '/api/v1/assets', { token: key })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(5_000);
  });

  it('see API access disabled on the other instance within 5 seconds', async () => {
    const globex = await createCompanyWithKey(first, { name: 'Globex', scopes: ['assets:read'] });
    expect((await second.request('GET', '/api/v1/assets', { token: globex.key })).status).toBe(200);
    await first.request('PATCH', `/operator/v1/companies/${globex.companyId}`, {
      token: first.operatorToken,
      body: { api_access_enabled: false },
    });
    const changedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - changedAt < 6_000) {
      status = (await second.request('GET', '/api/v1/assets', { token: globex.key })).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(403);
    expect(Date.now() - changedAt).toBeLessThan(5_000);
  });
});
