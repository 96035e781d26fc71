import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventType } from '@/lib/contract/webhooks';
import { Loadout } from '@loadout/sdk';
import { recordEvent } from '@/server/webhooks/events';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { openEventStream } from '../../support/event-stream';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let acmeTest: string;

beforeAll(async () => {
  server = await startTestServer({ env: { EVENT_STREAM_HEARTBEAT: '200ms' } });
  acme = await createCompanyWithKey(server);
  globex = await createCompanyWithKey(server, { name: 'Globex' });
  acmeTest = (await createKey(server, acme.companyId, { mode: 'test' })).key;
});
afterAll(async () => {
  await server?.close();
});

/** Records an event the way a service does: inside the transaction of a change. */
async function emit(type: TEventType, data: { id: string; [field: string]: unknown }, company = acme, livemode = true) {
  const db = server.running.database.db;
  return db.transaction((tx) =>
    recordEvent(tx, { kind: 'company', companyId: company.companyId, livemode }, type, data),
  );
}

const objectId = () => crypto.randomUUID();

describe('GET /api/v1/events', () => {
  it('lists the events webhooks deliver, newest first, filtered by type with wildcards, object and time', async () => {
    const quoteId = objectId();
    const first = await emit('quote.created', { id: quoteId, status: 'Pending Review' });
    const second = await emit('quote.pending', { id: quoteId, status: 'Quoted' });
    const third = await emit('logistics.created', { id: objectId(), status: 'In Progress' });

    const all = await server.request('GET', '/api/v1/events?limit=100', { token: acme.key });
    expect(all.status, all.text).toBe(200);
    const ids = all.body.data.map((event: { id: string }) => event.id);
    expect(ids.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(all.body.data[1]).toEqual({
      id: second.id,
      type: 'quote.pending',
      created_at: second.createdAt.toISOString(),
      livemode: true,
      data: { id: quoteId, status: 'Quoted' },
    });

    const quotes = await server.request('GET', '/api/v1/events?type=quote.*&limit=100', { token: acme.key });
    expect(quotes.body.data.every((event: { type: string }) => event.type.startsWith('quote.'))).toBe(true);
    expect(quotes.body.data.map((event: { id: string }) => event.id)).toContain(first.id);

    const two = await server.request('GET', '/api/v1/events?type=quote.pending,logistics.*', { token: acme.key });
    expect(two.body.data.map((event: { id: string }) => event.id).slice(0, 2)).toEqual([third.id, second.id]);

    const byObject = await server.request('GET', `/api/v1/events?object_id=${quoteId}`, { token: acme.key });
    expect(byObject.body.data.map((event: { id: string }) => event.id)).toEqual([second.id, first.id]);

    const from = encodeURIComponent(second.createdAt.toISOString());
    const after = await server.request('GET', `/api/v1/events?created_after=${from}&limit=100`, { token: acme.key });
    expect(after.body.data.map((event: { id: string }) => event.id)).toContain(third.id);
    expect(after.body.data.map((event: { id: string }) => event.id)).not.toContain(first.id);

    const unknown = await server.request('GET', '/api/v1/events?type=quote.exploded', { token: acme.key });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].path).toBe('type');
  });

  it('pages with cursors, newest first and oldest first', async () => {
    const company = await createCompanyWithKey(server, { name: 'Pager' });
    const made = [];
    for (let i = 0; i < 5; i++) made.push((await emit('quote.created', { id: objectId() }, company)).id);
    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: any = await server.request(
          'GET',
          `/api/v1/events?limit=2&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`,
          { token: company.key },
        );
        expect(page.status, page.text).toBe(200);
        seen.push(...page.body.data.map((event: { id: string }) => event.id));
        cursor = page.body.meta.next_cursor;
        expect(page.body.meta.has_more).toBe(cursor !== null);
      } while (cursor);
      return seen;
    };
    expect(await walk('-created_at')).toEqual([...made].reverse());
    expect(await walk('created_at')).toEqual(made);
  });

  it('shows a key only the families of objects it may read', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['device_actions:read'] });
    await emit('quote.created', { id: objectId() });
    const action = await emit('logistics.completed', { id: objectId() });
    const list = await server.request('GET', '/api/v1/events?limit=100', { token: key });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((event: { type: string }) => event.type.startsWith('logistics.'))).toBe(true);
    expect(list.body.data[0].id).toBe(action.id);

    const quotes = await server.request('GET', '/api/v1/events?type=quote.*', { token: key });
    expect(quotes.status).toBe(403);
    expect(quotes.body.error.details.required_scopes).toEqual(['quotes:read']);

    // assets:read reads the asset.* family only (Loadout received a returned device, and so on).
    const { key: assetsOnly } = await createKey(server, acme.companyId, { scopes: ['assets:read'] });
    await emit('asset.received', { id: objectId() });
    const assetEvents = await server.request('GET', '/api/v1/events?limit=100', { token: assetsOnly });
    expect(assetEvents.status).toBe(200);
    expect(assetEvents.body.data.length).toBeGreaterThan(0);
    expect(assetEvents.body.data.every((event: { type: string }) => event.type.startsWith('asset.'))).toBe(true);

    const { key: logsOnly } = await createKey(server, acme.companyId, { scopes: ['request_logs:read'] });
    expect((await server.request('GET', '/api/v1/events', { token: logsOnly })).status).toBe(403);
  });

  it('keeps the modes and companies apart, and 30 days of events', async () => {
    const live = await emit('quote.created', { id: objectId() });
    const sandbox = await emit('quote.created', { id: objectId() }, acme, false);
    const other = await emit('quote.created', { id: objectId() }, globex);

    const testList = await server.request('GET', '/api/v1/events?limit=100', { token: acmeTest });
    const testIds = testList.body.data.map((event: { id: string }) => event.id);
    expect(testIds).toContain(sandbox.id);
    expect(testIds).not.toContain(live.id);
    expect(testList.body.data.every((event: { livemode: boolean }) => !event.livemode)).toBe(true);

    expect((await server.request('GET', `/api/v1/events/${live.id}`, { token: acme.key })).body.data.id).toBe(live.id);
    expect((await server.request('GET', `/api/v1/events/${sandbox.id}`, { token: acmeTest })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/events/${live.id}`, { token: acmeTest })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/events/${sandbox.id}`, { token: acme.key })).status).toBe(404);
    expect((await server.request('GET', `/api/v1/events/${other.id}`, { token: acme.key })).status).toBe(404);
    expect((await server.request('GET', '/api/v1/events/not-an-id', { token: acme.key })).status).toBe(404);

    const old = await emit('quote.created', { id: objectId() });
    await server.running.database.db.execute(
      sql`update events set created_at = now() - interval '31 days' where id = ${old.id}`,
    );
    expect((await server.request('GET', `/api/v1/events/${old.id}`, { token: acme.key })).status).toBe(404);
    const list = await server.request('GET', '/api/v1/events?limit=100', { token: acme.key });
    expect(list.body.data.map((event: { id: string }) => event.id)).not.toContain(old.id);
    // Nor does the stream resume after an expired event, or one of the other mode.
    for (const lastEventId of [old.id, sandbox.id]) {
      const refused = await openEventStream(server.url, acme.key, { lastEventId });
      expect(refused.status).toBe(400);
    }

    const { key: devicesOnly } = await createKey(server, acme.companyId, { scopes: ['device_actions:read'] });
    const forbidden = await server.request('GET', `/api/v1/events/${live.id}`, { token: devicesOnly });
    expect(forbidden.status).toBe(403);
  });
});

describe('GET /api/v1/events/stream', () => {
  it('sends each event as it commits, with heartbeats, and resumes after Last-Event-ID', async () => {
    const company = await createCompanyWithKey(server, { name: 'Streamer' });
    const reader = await openEventStream(server.url, company.key);
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await emit('quote.created', { id: objectId() }, company);
    const message = await reader.waitFor((m) => m.id === first.id);
    expect(message.event).toBe('quote.created');
    expect(JSON.parse(message.data)).toEqual({
      id: first.id,
      type: 'quote.created',
      created_at: first.createdAt.toISOString(),
      livemode: true,
      data: first.data,
    });
    await reader.waitFor((m) => m.comment && m.data === '' && m.id === null, 2_000);
    reader.close();

    // Missed while disconnected: replayed after the last event seen, then live again.
    const missed: string[] = [];
    for (let i = 0; i < 3; i++) missed.push((await emit('logistics.created', { id: objectId() }, company)).id);
    const resumed = await openEventStream(server.url, company.key, { lastEventId: first.id });
    await resumed.waitFor((m) => m.id === missed[2]);
    const live = await emit('quote.pending', { id: objectId() }, company);
    await resumed.waitFor((m) => m.id === live.id);
    expect(resumed.events().map((event) => event.id)).toEqual([...missed, live.id]);
    resumed.close();

    const unknown = await openEventStream(server.url, company.key, { lastEventId: objectId() });
    expect(unknown.status).toBe(400);
  });

  it("respects the key's scopes and mode", async () => {
    const company = await createCompanyWithKey(server, { name: 'Scoped', scopes: ['device_actions:read'] });
    const { key: testKey } = await createKey(server, company.companyId, { mode: 'test' });
    const reader = await openEventStream(server.url, company.key);
    const sandbox = await openEventStream(server.url, testKey, { query: 'type=quote.*' });
    await emit('quote.created', { id: objectId() }, company);
    const sandboxQuote = await emit('quote.created', { id: objectId() }, company, false);
    const action = await emit('logistics.created', { id: objectId() }, company);
    await reader.waitFor((m) => m.id === action.id);
    await sandbox.waitFor((m) => m.id === sandboxQuote.id);
    expect(reader.events().map((event) => event.id)).toEqual([action.id]);
    expect(sandbox.events().map((event) => event.id)).toEqual([sandboxQuote.id]);
    reader.close();
    sandbox.close();
    expect((await openEventStream(server.url, company.key, { query: 'type=quote.*' })).status).toBe(403);
  });

  it('counts as one request against the rate limit, and is recorded once in the request log', async () => {
    const company = await createCompanyWithKey(server, { name: 'Limited', rateLimitPerMinute: 5 });
    const reader = await openEventStream(server.url, company.key);
    const opened = Number(reader.headers.get('x-ratelimit-remaining'));
    // Heartbeats and events flow; the budget does not move.
    await emit('quote.created', { id: objectId() }, company);
    await reader.waitFor((m) => m.event === 'quote.created');
    await reader.waitFor((m) => m.comment, 2_000);
    const next = await server.request('GET', '/api/v1/events', { token: company.key });
    expect(Number(next.headers.get('x-ratelimit-remaining'))).toBe(opened - 1);
    reader.close();
    await expect
      .poll(
        async () =>
          (await server.request('GET', '/api/v1/request-logs?path=/api/v1/events/stream', { token: company.key })).body
            ?.data,
        { timeout: 5_000 },
      )
      .toMatchObject([{ route: '/api/v1/events/stream', status: 200, method: 'GET' }]);
    // The list's answer holds what only some keys may read: a log reader without those scopes sees no bodies.
    const { key: logsOnly } = await createKey(server, company.companyId, { scopes: ['request_logs:read'] });
    await expect
      .poll(
        async () =>
          (
            await server.request('GET', '/api/v1/request-logs?path=/api/v1/events', { token: logsOnly })
          ).body?.data?.find((entry: { route: string }) => entry.route === '/api/v1/events'),
        { timeout: 5_000 },
      )
      .toMatchObject({ response_body: null, bodies_hidden: expect.stringMatching(/^requires scope quotes:read/) });
  });

  it('releases its subscription when the client goes, however often it comes and goes', async () => {
    const company = await createCompanyWithKey(server, { name: 'Churn' });
    const feed = server.running.app!.eventFeed;
    const before = feed.subscriberCount;
    for (let i = 0; i < 30; i++) {
      const reader = await openEventStream(server.url, company.key);
      await reader.waitFor((m) => m.data.startsWith('') && true, 1_000);
      reader.close();
    }
    await expect.poll(() => feed.subscriberCount, { timeout: 5_000 }).toBe(before);
  });
});

describe('the SDK on events', () => {
  // Its stream() is left to the stream tests above (node:http): undici, when a streamed fetch is aborted, leaves a
  // fresh connection that never sends a request, which holds the server's close() until its headers timeout.
  it('lists and reads them', async () => {
    const company = await createCompanyWithKey(server, { name: 'SDK' });
    const loadout = new Loadout({ apiKey: company.key, baseUrl: server.url });
    const first = await emit('quote.created', { id: objectId() }, company);
    expect((await loadout.events.list({ type: 'quote.*' })).data.map((event) => event.id)).toEqual([first.id]);
    expect((await loadout.events.retrieve(first.id)).type).toBe('quote.created');
  });
});
