import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { ApiError } from '../core/errors';

export const WINDOW_MS = 60_000;

/** Counts hits of a bucket in the current fixed window. */
export type RateLimitStore = {
  /** Adds one hit and returns the count of the window that starts at `windowStart`, this hit included. */
  hit(bucket: string, windowStart: number): Promise<number>;
  /** The count of the window that starts at `windowStart`, without adding a hit. */
  count(bucket: string, windowStart: number): Promise<number>;
  close(): Promise<void>;
};

export type RateLimitResult = { limit: number; remaining: number; resetAt: number; allowed: boolean };

/** The in-process store: exact for one instance. */
export function createMemoryStore(): RateLimitStore {
  const counters = new Map<string, { windowStart: number; count: number }>();
  const sweep = setInterval(() => {
    const current = Math.floor(Date.now() / WINDOW_MS) * WINDOW_MS;
    for (const [bucket, counter] of counters) if (counter.windowStart < current) counters.delete(bucket);
  }, WINDOW_MS);
  sweep.unref();
  return {
    async hit(bucket, windowStart) {
      const counter = counters.get(bucket);
      if (!counter || counter.windowStart !== windowStart) {
        counters.set(bucket, { windowStart, count: 1 });
        return 1;
      }
      counter.count += 1;
      return counter.count;
    },
    async count(bucket, windowStart) {
      const counter = counters.get(bucket);
      return counter?.windowStart === windowStart ? counter.count : 0;
    },
    async close() {
      clearInterval(sweep);
      counters.clear();
    },
  };
}

// INCR and the expiry in one atomic step, so that every instance sees one exact count.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** The shared store: exact across any number of instances using the same Redis and `prefix` (one deployment). */
export function createRedisStore(url: string, prefix: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => {});
  return {
    async hit(bucket, windowStart) {
      const count = await redis.eval(HIT_SCRIPT, 1, `${prefix}rl:${bucket}:${windowStart}`, String(WINDOW_MS * 2));
      return Number(count);
    },
    async count(bucket, windowStart) {
      return Number((await redis.get(`${prefix}rl:${bucket}:${windowStart}`)) ?? 0);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** A fixed one-minute window per bucket (an API key, or a client IP for unauthenticated requests). */
export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  async consume(bucket: string, limit: number, now = Date.now()): Promise<RateLimitResult> {
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    const count = await this.store.hit(bucket, windowStart);
    return { limit, remaining: Math.max(0, limit - count), resetAt: windowStart + WINDOW_MS, allowed: count <= limit };
  }

  /**
   * Consumes one request, sets the X-RateLimit-* headers, and throws RATE_LIMITED past the budget. `budget` says
   * what is counted, for the message.
   */
  async enforce(reply: FastifyReply, bucket: string, limit: number, budget = `the budget is ${limit} per minute`) {
    const now = Date.now();
    let result: RateLimitResult;
    try {
      result = await this.consume(bucket, limit, now);
    } catch (error) {
      // A counter store that is down must not take the API down with it: let the request through.
      reply.log.warn({ err: error }, 'rate-limit store unavailable; request admitted');
      result = { limit, remaining: limit, resetAt: Math.floor(now / WINDOW_MS) * WINDOW_MS + WINDOW_MS, allowed: true };
    }
    answer(reply, result, now, budget);
  }

  /** Throws RATE_LIMITED, as `enforce` would, while `bucket` has no budget left this window; consumes nothing. */
  async refuseWhenSpent(reply: FastifyReply, bucket: string, limit: number, budget: string) {
    const now = Date.now();
    const windowStart = Math.floor(now / WINDOW_MS) * WINDOW_MS;
    let count: number;
    try {
      count = await this.store.count(bucket, windowStart);
    } catch (error) {
      reply.log.warn({ err: error }, 'rate-limit store unavailable; request admitted');
      return;
    }
    if (count >= limit)
      answer(reply, { limit, remaining: 0, resetAt: windowStart + WINDOW_MS, allowed: false }, now, budget);
  }

  close() {
    return this.store.close();
  }
}

/** Sets the X-RateLimit-* headers of `result`, and throws RATE_LIMITED with Retry-After when it is not allowed. */
function answer(reply: FastifyReply, result: RateLimitResult, now: number, budget: string) {
  reply.header('X-RateLimit-Limit', result.limit);
  reply.header('X-RateLimit-Remaining', result.remaining);
  reply.header('X-RateLimit-Reset', result.resetAt);
  if (result.allowed) return;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt - now) / 1000));
  reply.header('Retry-After', retryAfter);
  throw new ApiError(
    'RATE_LIMITED',
    `Too many requests: ${budget}. Retry after ${retryAfter} s (see Retry-After and X-RateLimit-Reset).`,
    { limit: result.limit, reset_at: result.resetAt, retry_after: retryAfter },
  );
}
