import type { Logger } from 'pino';
import type { CompanyScope } from '../core/scope';
import type { Database } from '../db/client';
import * as repo from './repo';

// A process's subscriptions to its tenants' events, for the event stream (and the dashboard's live updates and the
// CLI, which read that stream). The events table is the source of truth: one LISTEN per process (migration 0026's
// trigger NOTIFYs the tenants that got events, on commit) wakes the tenant's feed, which reads the rows after the
// last position it read, once for all its subscribers, and hands each the types it may see. Nothing polls.
//
// Positions (`events.seq`) are taken when a row is inserted, not when it commits: a transaction that inserted an
// event and commits after a later one leaves a hole that fills late. The feed therefore recounts the positions it
// passed over during the last LATE_COMMIT_WINDOW_MS and reads what filled in since.

export const EVENTS_CHANNEL = 'loadout_events';
const LATE_COMMIT_WINDOW_MS = 10_000;
const READ_BATCH = 500;

export type SubscribeOptions = {
  /** Deliver the events after this position (the resume point), then live ones; null: live ones only. */
  afterSeq: number | null;
  /** The event types this subscriber may see (server/events/families.ts). */
  types: readonly string[];
  /** Events read for the subscriber and not yet taken; one more drops it (SlowReaderError). */
  maxQueued: number;
  /** Called once when the subscription is closed for letting more than `maxQueued` events wait. */
  onOverflow?: () => void;
};

/** Thrown by `next()` once the subscriber let more than `maxQueued` events wait: it is closed. */
export class SlowReaderError extends Error {
  constructor(readonly queued: number) {
    super(`more than ${queued} events waited for this reader; it was dropped`);
  }
}

const tenantKey = (tenant: CompanyScope) => `${tenant.companyId}:${tenant.livemode}`;

/** One process's LISTEN and the feeds of the tenants someone is subscribed to. */
export class EventFeed {
  private readonly tenants = new Map<string, TenantFeed>();
  private listening: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  /** Open subscriptions of this process, for tests and metrics. */
  get subscriberCount(): number {
    let count = 0;
    for (const feed of this.tenants.values()) count += feed.subscribers.size;
    return count;
  }

  /**
   * Subscribes to a tenant's events: those after `afterSeq` first (read from the table as the subscriber takes
   * them), then each event as it commits. Close the subscription when done; `close()` of the feed closes them all.
   */
  async subscribe(tenant: CompanyScope, options: SubscribeOptions): Promise<EventSubscription> {
    if (this.closed) throw new Error('the event feed is closed');
    await this.listen();
    const key = tenantKey(tenant);
    let feed = this.tenants.get(key);
    if (!feed) {
      feed = new TenantFeed(this.database, tenant, this.log, () => {
        if (feed!.subscribers.size === 0 && this.tenants.get(key) === feed) this.tenants.delete(key);
      });
      this.tenants.set(key, feed);
    }
    return feed.add(options);
  }

  /** Closes every subscription and the LISTEN. */
  async close() {
    this.closed = true;
    for (const feed of [...this.tenants.values()])
      for (const subscription of [...feed.subscribers]) subscription.close();
    await this.listening?.catch(() => {});
    await this.unlisten?.().catch(() => {});
  }

  private listen(): Promise<void> {
    // A failed LISTEN (the database unreachable) is tried again by the next subscriber.
    this.listening ??= this.database
      .listen(EVENTS_CHANNEL, {
        onNotify: (payload) => this.wake(payload),
        // Notifications were missed while the connection was down: every feed reads what it may have missed.
        onRestored: () => this.wake('*'),
      })
      .then(
        (unlisten) => {
          this.unlisten = unlisten;
        },
        (error: unknown) => {
          this.listening = null;
          throw error;
        },
      );
    return this.listening;
  }

  private wake(payload: string) {
    let keys: unknown;
    try {
      keys = JSON.parse(payload);
    } catch {
      keys = '*';
    }
    if (!Array.isArray(keys)) {
      for (const feed of this.tenants.values()) feed.wake();
      return;
    }
    for (const key of keys) if (typeof key === 'string') this.tenants.get(key)?.wake();
  }
}

/** The events of one tenant (company and mode) read once for all the process's subscribers to it. */
class TenantFeed {
  readonly subscribers = new Set<EventSubscription>();
  /** The highest position read; null until the first subscriber fixed it. */
  private lastSeq: number | null = null;
  private starting: Promise<void> | null = null;
  /** Positions passed over in the window: [when, lastSeq then]; the oldest one older than the window is the floor. */
  private marks: { at: number; seq: number }[] = [];
  /** Events read at positions above the floor, to tell late commits from what was read. */
  private readonly recent = new Map<string, number>();
  private reading: Promise<void> | null = null;
  private isDirty = false;

  constructor(
    private readonly database: Database,
    readonly tenant: CompanyScope,
    private readonly log: Logger,
    private readonly onEmpty: () => void,
  ) {}

  /** Positions at or below it are never handed out live again (catch-up reads cover them). */
  get floor(): number {
    return this.marks[0]?.seq ?? this.lastSeq ?? 0;
  }

  async add(options: SubscribeOptions): Promise<EventSubscription> {
    this.starting ??= repo.lastEventSeq(this.database.db, this.tenant).then(
      (seq) => {
        this.lastSeq = seq;
        this.marks = [{ at: Date.now(), seq }];
        // A notification that came while the position was read was ignored: read once in case it was newer.
        this.wake();
      },
      (error: unknown) => {
        // Tried again by the next subscriber; an empty feed leaves the map.
        this.starting = null;
        if (this.subscribers.size === 0) this.onEmpty();
        throw error;
      },
    );
    await this.starting;
    const subscription = new EventSubscription(this.database, this, options, this.lastSeq!);
    this.subscribers.add(subscription);
    return subscription;
  }

  remove(subscription: EventSubscription) {
    this.subscribers.delete(subscription);
    if (this.subscribers.size === 0) this.onEmpty();
  }

  /** Events committed: read them (once, however many wake-ups arrive meanwhile). */
  wake() {
    if (this.lastSeq === null) return;
    if (this.reading) {
      this.isDirty = true;
      return;
    }
    this.reading = this.readAll()
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not read new events for the event stream'))
      .finally(() => {
        this.reading = null;
        if (this.isDirty) this.wake();
      });
  }

  private async readAll() {
    do {
      this.isDirty = false;
      const db = this.database.db;
      const last = this.lastSeq!;
      this.advanceFloor(last);
      const floor = this.floor;
      const late: repo.EventRow[] = [];
      // Positions the window passed over that filled since: a count first, the rows only when it differs.
      const seen = [...this.recent.values()].filter((seq) => seq <= last).length;
      if (last > floor && (await repo.countEventsBetween(db, this.tenant, floor, last)) > seen) {
        const missing = (await repo.eventIdsBetween(db, this.tenant, floor, last)).filter((id) => !this.recent.has(id));
        late.push(...(await repo.eventsByIds(db, this.tenant, missing)));
      }
      const fresh = await repo.eventsAfter(db, this.tenant, last, null, READ_BATCH);
      if (fresh.length === READ_BATCH) this.isDirty = true;
      const rows = [...late, ...fresh];
      for (const row of rows) this.recent.set(row.id, row.seq);
      this.lastSeq = Math.max(last, ...fresh.map((row) => row.seq));
      if (rows.length > 0) for (const subscription of this.subscribers) subscription.offer(rows);
    } while (this.isDirty && this.subscribers.size > 0);
  }

  private advanceFloor(last: number) {
    const now = Date.now();
    this.marks.push({ at: now, seq: last });
    while (this.marks.length > 1 && this.marks[1]!.at <= now - LATE_COMMIT_WINDOW_MS) this.marks.shift();
    const floor = this.floor;
    for (const [id, seq] of this.recent) if (seq <= floor) this.recent.delete(id);
  }
}

/**
 * One reader's events: `next()` resolves to the next batch (in order of position; a late commit comes when it
 * commits), or null once closed. Events read for it wait in a queue of at most `maxQueued`; past that it is closed
 * and `next()` throws SlowReaderError, so that a reader that stops reading costs a bounded amount of memory.
 */
export class EventSubscription implements AsyncIterable<repo.EventRow[]> {
  private readonly types: Set<string>;
  private queue: repo.EventRow[] = [];
  /** Catching up: the position read up to, or null once live. */
  private catchUpSeq: number | null;
  /** Events the catch-up delivered above the feed's floor (id → position): the feed may offer them again. */
  private readonly caughtUp = new Map<string, number>();
  private waiter: (() => void) | null = null;
  private isClosed = false;
  private overflowed = false;

  constructor(
    private readonly database: Database,
    private readonly feed: TenantFeed,
    private readonly options: SubscribeOptions,
    liveFrom: number,
  ) {
    this.types = new Set(options.types);
    this.catchUpSeq = options.afterSeq !== null && options.afterSeq < liveFrom ? options.afterSeq : null;
  }

  get closed(): boolean {
    return this.isClosed;
  }

  /** Events read for the reader and not yet taken. */
  get queued(): number {
    return this.queue.length;
  }

  /** From the feed: events that committed. */
  offer(rows: readonly repo.EventRow[]) {
    if (this.isClosed) return;
    const floor = this.feed.floor;
    for (const [id, seq] of this.caughtUp) if (seq <= floor) this.caughtUp.delete(id);
    for (const row of rows) {
      if (!this.types.has(row.type) || this.caughtUp.has(row.id)) continue;
      this.queue.push(row);
    }
    if (this.queue.length > this.options.maxQueued) {
      this.overflowed = true;
      this.close();
      this.options.onOverflow?.();
    }
    this.waiter?.();
  }

  async next(): Promise<repo.EventRow[] | null> {
    for (;;) {
      if (this.overflowed) throw new SlowReaderError(this.options.maxQueued);
      if (this.isClosed) return null;
      if (this.catchUpSeq !== null) {
        const rows = await repo.eventsAfter(
          this.database.db,
          this.feed.tenant,
          this.catchUpSeq,
          this.options.types,
          READ_BATCH,
        );
        const floor = this.feed.floor;
        for (const row of rows) if (row.seq > floor) this.caughtUp.set(row.id, row.seq);
        if (rows.length < READ_BATCH) this.catchUpSeq = null;
        else this.catchUpSeq = rows.at(-1)!.seq;
        // What the feed offered meanwhile and the catch-up also read goes once.
        if (this.catchUpSeq === null) this.queue = this.queue.filter((row) => !this.caughtUp.has(row.id));
        if (rows.length > 0) return rows;
        continue;
      }
      if (this.queue.length > 0) {
        const rows = this.queue;
        this.queue = [];
        return rows;
      }
      await new Promise<void>((resolve) => {
        this.waiter = resolve;
      });
      this.waiter = null;
    }
  }

  close() {
    if (this.isClosed) return;
    this.isClosed = true;
    this.queue = [];
    this.feed.remove(this);
    this.waiter?.();
  }

  async *[Symbol.asyncIterator]() {
    try {
      for (;;) {
        const rows = await this.next();
        if (rows === null) return;
        yield rows;
      }
    } finally {
      this.close();
    }
  }
}
