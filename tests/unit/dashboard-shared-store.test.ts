import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_REDIS_URL } from '../support/prerequisites';

// The marker package refuses to load outside React Server Components; the store itself is plain Node.
vi.mock('server-only', () => ({}));
const { createSharedStore } = await import('@/lib/shared-store');

const REDIS_URL = process.env.TEST_REDIS_URL || DEFAULT_REDIS_URL;

// The dashboard's sessions and counters: two instances of one deployment on one Redis see the same state; another
// deployment (another NEXTAUTH_SECRET, or REDIS_PREFIX) sees none of it.
describe('the dashboard shared store', () => {
  const secret = randomBytes(32).toString('base64url');
  const key = (name: string) => `${name}-${randomBytes(6).toString('hex')}`;

  it('with Redis: two instances share records and counters; another deployment does not', async () => {
    const first = createSharedStore({ REDIS_URL, NEXTAUTH_SECRET: secret });
    const second = createSharedStore({ REDIS_URL, NEXTAUTH_SECRET: secret });
    const other = createSharedStore({ REDIS_URL, NEXTAUTH_SECRET: randomBytes(32).toString('base64url') });
    const session = key('session');
    await first.put(session, 'ada@acme.example', 60);
    expect(await second.get(session)).toBe('ada@acme.example');
    expect(await other.get(session)).toBeNull();
    await second.remove(session);
    expect(await first.get(session)).toBeNull();

    const counter = key('counter');
    expect(await first.increment(counter, 900)).toEqual({ count: 1, retryAfterSeconds: 900 });
    expect((await second.increment(counter, 900)).count).toBe(2);
    await first.decrement(counter);
    const third = await second.increment(counter, 900);
    expect(third.count).toBe(2);
    expect(third.retryAfterSeconds).toBeGreaterThan(890);
    expect((await other.increment(counter, 900)).count).toBe(1);
    await Promise.all([first.close(), second.close(), other.close()]);
  });

  it('REDIS_PREFIX names the deployment instead of the secret, and starts the keys as it does for the API', async () => {
    const prefix = `${key('loadout:prefix')}:`;
    const one = createSharedStore({ REDIS_URL, REDIS_PREFIX: prefix, NEXTAUTH_SECRET: secret });
    const sameDeployment = createSharedStore({
      REDIS_URL,
      REDIS_PREFIX: prefix,
      NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
    });
    await one.put('session:x', 'y', 60);
    expect(await sameDeployment.get('session:x')).toBe('y');
    const redis = new Redis(REDIS_URL);
    expect(await redis.keys(`${prefix}*`)).toEqual([`${prefix}dashboard:session:x`]);
    await redis.quit();
    await Promise.all([one.close(), sameDeployment.close()]);
  });

  it('in memory: records expire, counters run for their window, decrement never goes below 0', async () => {
    const store = createSharedStore({ NEXTAUTH_SECRET: secret });
    await store.put('gone', 'soon', 0);
    expect(await store.get('gone')).toBeNull();
    await store.put('kept', 'yes', 60);
    expect(await store.get('kept')).toBe('yes');
    expect(await store.increment('count', 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
    expect((await store.increment('count', 60)).count).toBe(2);
    await store.decrement('count');
    await store.decrement('count');
    await store.decrement('count');
    expect((await store.increment('count', 60)).count).toBe(1);
    await store.remove('count');
    expect((await store.increment('count', 60)).count).toBe(1);
  });

  it("fails with an error every bundle's copy of the module recognises, when Redis cannot be reached", async () => {
    // The dashboard's server and `next build`'s output each bundle this module; the store is the first one's.
    const store = createSharedStore({ REDIS_URL: 'redis://127.0.0.1:1', NEXTAUTH_SECRET: secret });
    vi.resetModules();
    const otherCopy = await import('@/lib/shared-store');
    const failure = await store.get('session').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(otherCopy.SharedStoreError);
    expect((failure as Error).message).toMatch(/^The dashboard cannot reach Redis \(REDIS_URL\): /);
    expect(new Error('other') instanceof otherCopy.SharedStoreError).toBe(false);
    await store.close().catch(() => {});
  });
});
