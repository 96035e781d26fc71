import { AsyncLocalStorage } from 'node:async_hooks';
import { dayOf } from '@/lib/dates';

// The time Loadout records on what it keeps: when a quote was made, priced or delivered, when a device action moved,
// when an audit event occurred. It is the machine's clock, except inside `atTime`, which the demo company's build
// (server/demo/company/) uses to make six months of history through the API's own code paths: each step runs as if
// it happened on its day, and time flows on from there as it does outside. Only the work started inside the callback
// sees that time (AsyncLocalStorage), so a request that arrives meanwhile is stamped with the real time.
//
// Infrastructure keeps the real clock on purpose: rate limits, key expiry, idempotency windows, webhook signature
// timestamps, download-link expiry, the job queue (which compares with the database's now()) and the request log.

const offsets = new AsyncLocalStorage<number>();

/** Milliseconds since the epoch, as `Date.now()`, on the clock of the work in progress. */
export function nowMs(): number {
  return Date.now() + (offsets.getStore() ?? 0);
}

/** The current moment, as `new Date()`, on the clock of the work in progress. */
export function now(): Date {
  return new Date(nowMs());
}

/** Runs `work` as if it started at `at`; the clock it reads then advances in real time. `at` must not be in the future. */
export function atTime<T>(at: Date, work: () => Promise<T>): Promise<T> {
  const offset = at.getTime() - Date.now();
  if (offset > 0) throw new Error(`atTime: ${at.toISOString()} is in the future`);
  return offsets.run(offset, work);
}

/** Today in UTC, YYYY-MM-DD, on the clock of the work in progress: what days (start, end, refresh) are compared with. */
export function todayUtc(at = now()): string {
  return dayOf(at);
}
