import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { awaitRoomInWindow } from '../../support/time';
import { startTestServer, type TestServer } from '../../support/server';

// Two deployments of Loadout on one Redis: every key carries the deployment's prefix (REDIS_PREFIX, by default
// `loadout:<database name>:`), so one deployment's counters never spend the other's budgets. They used to share
// `loadout:rl:ip:<address>:…`: bad keys sent to one deployment locked the same address out of the other.

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const BUDGET = 5;
const BAD_KEY = `lo_live_${'B'.repeat(43)}`;

let redis: Redis;
let databases: TestDatabase[] = [];
let servers: TestServer[] = [];

async function deployment(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  databases.push(database);
  const server = await startTestServer({
    database,
    env: { REDIS_URL, RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE: String(BUDGET), ...env },
  });
  servers.push(server);
  return server;
}

async function keysUnder(prefix: string) {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await Promise.all(databases.map((database) => database.drop()));
  await redis.quit();
  servers = [];
  databases = [];
});

describe('REDIS_PREFIX', () => {
  it('two deployments on one Redis keep separate bad-key budgets, each under its own prefix', async () => {
    const [first, second] = [await deployment(), await deployment()];
    const prefixOf = (server: TestServer) =>
      loadConfig({ DATABASE_URL: server.database.url, DATA_DIR: server.database.dataDir }).redisPrefix;
    const [firstPrefix, secondPrefix] = [prefixOf(first), prefixOf(second)];
    expect(firstPrefix).not.toBe(secondPrefix);
    if (first.database.url) expect(firstPrefix).toBe(`loadout:${new URL(first.database.url).pathname.slice(1)}:`);
    else expect(firstPrefix).toMatch(/^loadout:embedded-[0-9a-f]{12}:$/);

    await awaitRoomInWindow(15_000);
    const statuses = [];
    for (let i = 0; i <= BUDGET; i++)
      statuses.push((await first.request('GET', '/api/v1/assets', { token: BAD_KEY })).status);
    expect(statuses).toEqual([...Array<number>(BUDGET).fill(401), 429]);

    const other = await second.request('GET', '/api/v1/assets', { token: BAD_KEY });
    expect(other.status).toBe(401);
    expect(other.headers.get('x-ratelimit-remaining')).toBe(String(BUDGET - 1));

    expect((await keysUnder(firstPrefix)).some((key) => key.startsWith(`${firstPrefix}rl:ip:`))).toBe(true);
    expect((await keysUnder(secondPrefix)).some((key) => key.startsWith(`${secondPrefix}rl:ip:`))).toBe(true);
  }, 60_000); // two deployments start, then up to 15 s pass waiting for room in the rate-limit window

  it('an explicit REDIS_PREFIX is used for every key', async () => {
    const prefix = `loadout-test-${Date.now()}:`;
    const server = await deployment({ REDIS_PREFIX: prefix });
    await server.request('GET', '/api/v1/assets', { token: BAD_KEY });
    expect(await keysUnder(prefix)).toEqual([expect.stringMatching(new RegExp(`^${prefix}rl:ip:`))]);
  });
});
