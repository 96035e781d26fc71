import 'server-only';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { dashboardEnv } from '@/lib/env';

// What every instance of the dashboard must see alike: session records (lib/auth/sessions.ts) and counters (failed
// sign-ins, each user's budget). In Redis when REDIS_URL is set, under REDIS_PREFIX; else in this process's memory,
// which is right for one dashboard instance only (several need Redis, or a sign-out on one is unknown to the others).

/** A counter's value and the seconds until its window ends and it starts again from 0. */
export type Counter = { count: number; retryAfterSeconds: number };

export type SharedStore = {
  get(key: string): Promise<string | null>;
  /** Sets `key`, which is forgotten after `ttlSeconds`. */
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
  remove(key: string): Promise<void>;
  /** Adds 1 to a counter whose window starts with its first count and lasts `windowSeconds`. */
  increment(key: string, windowSeconds: number): Promise<Counter>;
  /** Takes 1 back from a counter that still runs (a request that turned out not to count). */
  decrement(key: string): Promise<void>;
  /** Lets go of the connection (tests; the dashboard keeps its store while it runs). */
  close(): Promise<void>;
};

const ERROR_BRAND = Symbol.for('loadout.dashboard.shared-store-error');

/**
 * Redis could not be reached. The store is one per process (on globalThis, below), while the dashboard's bundles (its
 * own server's routes and those of `next build`) each have their own copy of this class: `instanceof` recognises the
 * errors of every copy by their brand, so a store made by one bundle fails as expected in another.
 */
export class SharedStoreError extends Error {
  override readonly name = 'SharedStoreError';
  readonly [ERROR_BRAND] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && ERROR_BRAND in value;
  }
}

const secondsLeft = (expiresAt: number) => Math.max(1, Math.ceil((expiresAt - Date.now()) / 1000));

type Entry = { value: string; expiresAt: number };

function memoryStore(): SharedStore {
  const entries = new Map<string, Entry>();
  let writes = 0;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  const write = (key: string, entry: Entry) => {
    entries.set(key, entry);
    // Now and then, forget what expired (e.g. counters of e-mails someone tried once).
    writes += 1;
    if (writes % 1000 === 0) for (const candidate of [...entries.keys()]) live(candidate);
  };
  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async put(key, value, ttlSeconds) {
      write(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
    },
    async remove(key) {
      entries.delete(key);
    },
    async increment(key, windowSeconds) {
      const entry = live(key);
      const next = entry
        ? { value: String(Number(entry.value) + 1), expiresAt: entry.expiresAt }
        : { value: '1', expiresAt: Date.now() + windowSeconds * 1000 };
      write(key, next);
      return { count: Number(next.value), retryAfterSeconds: secondsLeft(next.expiresAt) };
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.value = String(Math.max(0, Number(entry.value) - 1));
    },
    async close() {
      entries.clear();
    },
  };
}

// INCR and the expiry in one atomic step, so that every instance sees one exact count.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;
const DECREMENT_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

function redisStore(url: string, prefix: string): SharedStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 2000 });
  redis.on('error', () => {});
  const attempt = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new SharedStoreError(`The dashboard cannot reach Redis (REDIS_URL): ${(error as Error).message}`);
    }
  };
  return {
    get: (key) => attempt(() => redis.get(prefix + key)),
    put: (key, value, ttlSeconds) => attempt(async () => void (await redis.set(prefix + key, value, 'EX', ttlSeconds))),
    remove: (key) => attempt(async () => void (await redis.del(prefix + key))),
    increment: (key, windowSeconds) =>
      attempt(async () => {
        const [count, ttlMs] = (await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [
          number,
          number,
        ];
        return { count: Number(count), retryAfterSeconds: Math.max(1, Math.ceil(Number(ttlMs) / 1000)) };
      }),
    decrement: (key) => attempt(async () => void (await redis.eval(DECREMENT_SCRIPT, 1, prefix + key))),
    close: async () => void (await redis.quit()),
  };
}

type StoreSettings = { REDIS_URL?: string; REDIS_PREFIX?: string; NEXTAUTH_SECRET: string };

/**
 * REDIS_PREFIX starts every key, as it does for the API (e.g. `loadout:production:` → `loadout:production:dashboard:…`);
 * without it, one of this deployment's own: its session secret tells deployments apart.
 */
function redisPrefix(env: StoreSettings): string {
  const base =
    env.REDIS_PREFIX ?? `loadout-${createHash('sha256').update(env.NEXTAUTH_SECRET).digest('hex').slice(0, 12)}:`;
  return `${base}dashboard:`;
}

/** A store for these settings; the dashboard uses one per process (sharedStore). */
export function createSharedStore(env: StoreSettings): SharedStore {
  return env.REDIS_URL ? redisStore(env.REDIS_URL, redisPrefix(env)) : memoryStore();
}

// One per process, on globalThis: the route handlers and the pages of `next build`'s output are separate bundles.
const STORE = Symbol.for('loadout.dashboard.shared-store');
type WithStore = typeof globalThis & { [STORE]?: SharedStore };

export function sharedStore(): SharedStore {
  const holder = globalThis as WithStore;
  holder[STORE] ??= createSharedStore(dashboardEnv());
  return holder[STORE];
}
