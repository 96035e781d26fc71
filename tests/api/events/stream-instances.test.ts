import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { recordEvent } from '@/server/webhooks/events';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';
import { openEventStream } from '../../support/event-stream';
import { createCompanyWithKey, createFreeformQuote, type CompanyWithKey } from '../../support/fixtures';
import { newOperatorToken, startTestServer, type TestServer } from '../../support/server';

// Several instances side by side is the PostgreSQL deployment, so this file always runs on PostgreSQL and Redis.
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
    EVENT_STREAM_STALL: '500ms',
    EVENT_STREAM_MAX_QUEUED: '20',
  };
  first = await startTestServer({ database, env });
  second = await startTestServer({ database, env });
  acme = await createCompanyWithKey(first);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.drop();
});

async function listeners(): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    first.running.database.db,
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and query ilike 'LISTEN "loadout_events"%'`,
  );
  return rows[0]!.count;
}

describe('the event stream behind a load balancer', () => {
  it('brings an event committed through one instance to a reader on another', async () => {
    const reader = await openEventStream(second.url, acme.key, { query: 'type=quote.*' });
    expect(reader.status).toBe(200);
    const quote = await createFreeformQuote(first, acme);
    const message = await reader.waitFor((m) => m.event === 'quote.created');
    expect(JSON.parse(message.data).data.id).toBe(quote.id);
    reader.close();
  });

  it('sends an event whose transaction commits after a later one (its position filled late)', async () => {
    const reader = await openEventStream(second.url, acme.key, { query: 'type=logistics.*' });
    const tenant = { kind: 'company' as const, companyId: acme.companyId, livemode: true };
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let inserted: () => void = () => {};
    const insertedEarly = new Promise<void>((resolve) => (inserted = resolve));
    // The early event takes its position first and commits last.
    const early = first.running.database.db.transaction(async (tx) => {
      const event = await recordEvent(tx, tenant, 'logistics.created', { id: crypto.randomUUID() });
      inserted();
      await gate;
      return event;
    });
    await insertedEarly;
    const late = await first.running.database.db.transaction((tx) =>
      recordEvent(tx, tenant, 'logistics.completed', { id: crypto.randomUUID() }),
    );
    await reader.waitFor((m) => m.id === late.id);
    release();
    const earlyEvent = await early;
    expect(earlyEvent.seq).toBeLessThan(late.seq);
    await reader.waitFor((m) => m.id === earlyEvent.id);
    expect(reader.events().map((event) => event.id)).toEqual([late.id, earlyEvent.id]);
    reader.close();
  });

  it('keeps one LISTEN per instance however many readers come and go', async () => {
    const readers = await Promise.all(Array.from({ length: 10 }, () => openEventStream(first.url, acme.key)));
    const during = await listeners();
    for (const reader of readers) reader.close();
    for (let i = 0; i < 20; i++) (await openEventStream(second.url, acme.key)).close();
    await expect
      .poll(() => first.running.app!.eventFeed.subscriberCount + second.running.app!.eventFeed.subscriberCount)
      .toBe(0);
    expect(await listeners()).toBe(during);
    expect(during).toBeLessThanOrEqual(2);
  });

  it('drops a reader that does not read, without buffering for it', async () => {
    const feed = second.running.app!.eventFeed;
    const port = Number(new URL(second.url).port);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `GET /api/v1/events/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${acme.key}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    await expect.poll(() => feed.subscriberCount).toBe(1);
    socket.pause();
    // Large events fill the socket's buffers; the reader reads none of them.
    const padding = 'x'.repeat(200_000);
    const tenant = { kind: 'company' as const, companyId: acme.companyId, livemode: true };
    for (let i = 0; i < 40; i++) {
      await first.running.database.db.transaction((tx) =>
        recordEvent(tx, tenant, 'quote.created', { id: crypto.randomUUID(), padding }),
      );
    }
    await expect.poll(() => feed.subscriberCount, { timeout: 10_000 }).toBe(0);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.resume();
    await closed;
    expect(received).toContain('HTTP/1.1 200');
    expect(received.length).toBeLessThan(40 * 200_000);
  });
});
