import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { MAX_RUNNING_PER_GROUP } from '@/server/jobs/queue';
import { recordEvent } from '@/server/webhooks/events';
import { saveAttempts } from '@/server/webhooks/repo';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Received, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
const receivers: Receiver[] = [];

beforeAll(async () => {
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_SCHEDULE: '100ms,100ms,100ms,100ms',
      WEBHOOK_TIMEOUT: '1s',
      WEBHOOK_DISABLE_AFTER: '2s',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    },
  });
  acme = await createCompanyWithKey(server, { scopes: ['webhooks:manage'] });
  globex = await createCompanyWithKey(server, { name: 'Globex', scopes: ['webhooks:manage'] });
});
afterAll(async () => {
  await server?.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

async function newReceiver() {
  const receiver = await startReceiver();
  receivers.push(receiver);
  return receiver;
}

async function createEndpoint(receiver: Receiver, events: string[] = ['*'], token = acme.key) {
  const response = await server.request('POST', '/api/v1/webhooks', {
    token,
    body: { url: `${receiver.url}/hook`, events, description: 'test' },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data as { id: string; secret: string };
}

/** Records a domain event the way a service does: inside a transaction. */
async function emit(type: 'quote.pending' | 'logistics.completed' | 'quote.created', data: object, company = acme) {
  const db = server.running.database.db;
  return db.transaction((tx) =>
    recordEvent(tx, { kind: 'company', companyId: company.companyId, livemode: true }, type, data),
  );
}

function verifyWith(secret: string, entry: Received) {
  const headers = Object.fromEntries(Object.entries(entry.headers).map(([key, value]) => [key, String(value)]));
  return new Webhook(secret).verify(entry.body, headers);
}

const deleteAll = async (token = acme.key) => {
  const list = await server.request('GET', '/api/v1/webhooks', { token });
  for (const endpoint of list.body.data) await server.request('DELETE', `/api/v1/webhooks/${endpoint.id}`, { token });
};

describe('webhook endpoints', () => {
  it('creates an endpoint with a secret shown once, lists and reads it without the secret', async () => {
    const receiver = await newReceiver();
    const created = await createEndpoint(receiver, ['quote.*', 'logistics.completed']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created).toMatchObject({
      events: ['quote.*', 'logistics.completed'],
      is_active: true,
      disabled_reason: null,
      livemode: true,
    });

    const list = await server.request('GET', '/api/v1/webhooks', { token: acme.key });
    expect(list.body.meta).toEqual({ has_more: false, next_cursor: null, total: 1 });
    expect(list.text).not.toContain(created.secret);
    const detail = await server.request('GET', `/api/v1/webhooks/${created.id}`, { token: acme.key });
    expect(detail.body.data).toMatchObject({ id: created.id, recent_deliveries: [] });
    expect(detail.body.data.secret).toBeUndefined();

    const stored = await queryRows<{ secret_sealed: string }>(
      server.running.database.db,
      sql`select secret_sealed from webhook_endpoints where id = ${created.id}`,
    );
    expect(stored[0]!.secret_sealed).not.toContain(created.secret.slice(6));
    await deleteAll();
  });

  it('400 for unknown events (listing the valid ones) and for URLs it must not call', async () => {
    const unknown = await server.request('POST', '/api/v1/webhooks', {
      token: acme.key,
      body: { url: 'https://example.com/hook', events: ['quote.paid'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0]).toEqual({
      path: 'events[0]',
      message: expect.stringContaining('logistics.completed'),
    });

    for (const url of [
      'http://example.com/hook',
      'https://10.0.0.8/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'ftp://x.test/',
    ]) {
      const response = await server.request('POST', '/api/v1/webhooks', {
        token: acme.key,
        body: { url, events: ['*'] },
      });
      expect(response.status, url).toBe(400);
      expect(response.body.error.details[0].path).toBe('url');
    }
  });

  it('400 naming url for URLs that parsers read differently: a backslash, user info, a tab, a percent-encoded host', async () => {
    const receiver = await newReceiver();
    const { host } = new URL(receiver.url);
    const endpoint = await createEndpoint(receiver);
    const ambiguous = [
      // Node reads host 127.0.0.1 and path /@192.0.2.1/hook; an RFC 3986 parser reads user "127.0.0.1:port\" at 192.0.2.1.
      [`http://${host}\\@192.0.2.1/hook`, 'backslash'],
      [`http://@${host}/hook`, 'user info'],
      [`http://ops@${host}/hook`, 'user info'],
      [`http://${host}/ho\tok`, 'tab'],
      [`http://%31%32%37.0.0.1:${new URL(receiver.url).port}/hook`, 'percent-encoded'],
    ];
    for (const [url, problem] of ambiguous) {
      for (const response of [
        await server.request('POST', '/api/v1/webhooks', { token: acme.key, body: { url, events: ['*'] } }),
        await server.request('PATCH', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key, body: { url } }),
      ]) {
        expect(response.status, url).toBe(400);
        expect(response.body.error.details, url).toEqual([{ path: 'url', message: expect.stringContaining(problem!) }]);
      }
    }
    await deleteAll();
  });

  it('stores and answers the normalised URL (the one deliveries go to)', async () => {
    const receiver = await newReceiver();
    const { host } = new URL(receiver.url);
    const created = await server.request('POST', '/api/v1/webhooks', {
      token: acme.key,
      body: { url: `HTTP://${host}/a/./b/../hook`, events: ['*'] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.data.url).toBe(`http://${host}/a/hook`);
    const id = created.body.data.id;
    expect((await server.request('GET', `/api/v1/webhooks/${id}`, { token: acme.key })).body.data.url).toBe(
      `http://${host}/a/hook`,
    );
    const patched = await server.request('PATCH', `/api/v1/webhooks/${id}`, {
      token: acme.key,
      body: { url: `http://${host.toUpperCase()}/%7Ehook/../hook2` },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data.url).toBe(`http://${host}/hook2`);
    expect(
      (await server.request('GET', '/api/v1/webhooks', { token: acme.key })).body.data.map(
        (endpoint: { url: string }) => endpoint.url,
      ),
    ).toEqual([`http://${host}/hook2`]);
    await deleteAll();
  });

  it('refuses the 11th endpoint with 409 and details.limit, counting each mode apart', async () => {
    const receiver = await newReceiver();
    for (let i = 0; i < 10; i++) await createEndpoint(receiver);
    const eleventh = await server.request('POST', '/api/v1/webhooks', {
      token: acme.key,
      body: { url: `${receiver.url}/hook`, events: ['*'] },
    });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error).toMatchObject({ code: 'CONFLICT', details: { limit: 10 } });

    const sandbox = await createKey(server, acme.companyId, { mode: 'test', scopes: ['webhooks:manage'] });
    expect((await server.request('GET', '/api/v1/webhooks', { token: sandbox.key })).body.meta.total).toBe(0);
    await createEndpoint(receiver, ['*'], sandbox.key);
    await deleteAll();
    await deleteAll(sandbox.key);
  });

  it("404 for another company's endpoint on every route", async () => {
    const receiver = await newReceiver();
    const foreign = await createEndpoint(receiver, ['*'], globex.key);
    for (const [method, path, body] of [
      ['GET', `/api/v1/webhooks/${foreign.id}`],
      ['PATCH', `/api/v1/webhooks/${foreign.id}`, { description: 'mine now' }],
      ['DELETE', `/api/v1/webhooks/${foreign.id}`],
      ['POST', `/api/v1/webhooks/${foreign.id}/test`],
    ] as const) {
      const response = await server.request(method, path, { token: acme.key, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(receiver.received).toHaveLength(0);
    await deleteAll(globex.key);
  });

  it('403 without webhooks:manage', async () => {
    const { key } = await createKey(server, acme.companyId, { scopes: ['quotes:write'] });
    expect((await server.request('GET', '/api/v1/webhooks', { token: key })).status).toBe(403);
  });
});

describe('deliveries', () => {
  it('sends a signed test event at once and reports status and latency', async () => {
    const receiver = await newReceiver();
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    const response = await server.request('POST', `/api/v1/webhooks/${endpoint.id}/test`, { token: acme.key });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      delivered: true,
      response_status: 200,
      latency_ms: expect.any(Number),
      error: null,
      delivery_id: expect.any(String),
    });
    expect(receiver.received).toHaveLength(1);
    const payload = verifyWith(endpoint.secret, receiver.received[0]!) as { type: string; livemode: boolean };
    expect(payload).toMatchObject({ type: 'webhook.test', livemode: true });
    expect(receiver.received[0]!.headers['x-loadout-event']).toBe('webhook.test');

    receiver.respond = () => 503;
    const failed = await server.request('POST', `/api/v1/webhooks/${endpoint.id}/test`, { token: acme.key });
    expect(failed.body.data).toMatchObject({ delivered: false, response_status: 503, error: 'HTTP 503' });

    // A redirect is a failure, never followed.
    receiver.respond = () => 302;
    const redirected = await server.request('POST', `/api/v1/webhooks/${endpoint.id}/test`, { token: acme.key });
    expect(redirected.body.data).toMatchObject({
      delivered: false,
      response_status: 302,
      error: expect.stringContaining('not followed'),
    });
    expect(receiver.received).toHaveLength(3);
    await deleteAll();
  });

  it('delivers subscribed events signed over the exact bytes, verified by the standardwebhooks package', async () => {
    const receiver = await newReceiver();
    const quotes = await createEndpoint(receiver, ['quote.*']);
    const other = await newReceiver();
    await createEndpoint(other, ['logistics.completed']);
    const event = await emit('quote.pending', { id: 'q-1', status: 'Quoted' });
    await receiver.waitFor((received) => received.length === 1);
    const entry = receiver.received[0]!;
    expect(verifyWith(quotes.secret, entry)).toEqual({
      id: event.id,
      type: 'quote.pending',
      created_at: event.createdAt.toISOString(),
      livemode: true,
      data: { id: 'q-1', status: 'Quoted' },
    });
    expect(entry.headers['webhook-id']).toBe(event.id);
    expect(() => verifyWith(quotes.secret, { ...entry, body: entry.body.replace('Quoted', 'Approved') })).toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.received).toHaveLength(0);
    await deleteAll();
  });

  it('retries after 5xx and timeouts with the same webhook-id, and stops after a success', async () => {
    const receiver = await newReceiver();
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    let calls = 0;
    receiver.respond = async () => {
      calls++;
      if (calls === 1) return 500;
      if (calls === 2) await new Promise((resolve) => setTimeout(resolve, 1_500)); // past the 1 s timeout
      return calls === 2 ? 200 : 200;
    };
    const event = await emit('quote.pending', { id: 'q-2' });
    await receiver.waitFor((received) => received.length === 3, 15_000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id']))).toEqual(new Set([event.id]));

    const detail = await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key });
    expect(detail.body.data.recent_deliveries).toEqual([
      expect.objectContaining({
        event_id: event.id,
        event_type: 'quote.pending',
        status: 'succeeded',
        attempts: 3,
        last_response_status: 200,
        next_attempt_at: null,
      }),
    ]);
    const attempts = await queryRows<{ attempt: number; response_status: number | null; error: string | null }>(
      server.running.database.db,
      sql`select attempt, response_status, error from webhook_attempts where delivery_id = ${detail.body.data.recent_deliveries[0].id} order by attempt`,
    );
    expect(attempts).toEqual([
      { attempt: 1, response_status: 500, error: 'HTTP 500' },
      { attempt: 2, response_status: null, error: expect.stringContaining('timed out') },
      { attempt: 3, response_status: 200, error: null },
    ]);
    await deleteAll();
  });

  it('keeps the start of each answer as it can be stored: 2,048 characters without half an emoji, NUL replaced', async () => {
    const receiver = await newReceiver();
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    const answers: Record<string, string> = {
      'q-body-1': 'x'.repeat(2_047) + '😀 and more',
      'q-body-2': 'ok\u0000done',
    };
    receiver.respond = (request) => ({ status: 200, body: answers[request.json.data.id]! });
    await emit('quote.pending', { id: 'q-body-1' });
    await emit('quote.pending', { id: 'q-body-2' });
    await receiver.waitFor((received) => received.length === 2);
    const stored = async () =>
      queryRows<{ response_body: string; status: string }>(
        server.running.database.db,
        sql`select attempt.response_body, delivery.status from webhook_attempts attempt
            join webhook_deliveries delivery on delivery.id = attempt.delivery_id
            where delivery.endpoint_id = ${endpoint.id} order by delivery.created_at`,
      );
    await expect.poll(async () => (await stored()).length).toBe(2);
    expect(await stored()).toEqual([
      { response_body: 'x'.repeat(2_047), status: 'succeeded' },
      { response_body: 'ok\ufffddone', status: 'succeeded' },
    ]);
    await deleteAll();
  });

  it('gives up after the last retry of the schedule', async () => {
    const receiver = await newReceiver();
    receiver.respond = () => 502;
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    await emit('quote.pending', { id: 'q-3' });
    await receiver.waitFor((received) => received.length === 5, 15_000);
    await expect
      .poll(
        async () =>
          (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data
            .recent_deliveries[0].status,
      )
      .toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(5);
    await deleteAll();
  });

  it('keeps delivering to a healthy endpoint while another one hangs', async () => {
    // The stuck endpoint answers after 5 s, past the 1 s timeout: its deliveries hold worker slots until they time out
    // and are retried. Its group may hold MAX_RUNNING_PER_GROUP of them at once, and no more; the healthy endpoint's
    // deliveries go on beside them, arriving while the stuck group holds every slot it may.
    const stuck = await newReceiver();
    let mostStuckInFlight = 0;
    stuck.respond = async () => {
      mostStuckInFlight = Math.max(mostStuckInFlight, stuck.inFlight());
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return 200;
    };
    const healthy = await newReceiver();
    const stuckInFlightAsHealthyArrived: number[] = [];
    healthy.respond = () => {
      stuckInFlightAsHealthyArrived.push(stuck.inFlight());
      return 200;
    };
    await createEndpoint(stuck, ['logistics.completed']);
    const endpoint = await createEndpoint(healthy, ['logistics.completed']);
    const events = 10 * MAX_RUNNING_PER_GROUP;
    for (let i = 0; i < events; i++) await emit('logistics.completed', { n: i });
    const eventIds = (received: Received[]) => new Set(received.map((entry) => entry.headers['webhook-id']));
    await healthy.waitFor((received) => eventIds(received).size === events, 60_000);

    expect(mostStuckInFlight).toBeLessThanOrEqual(MAX_RUNNING_PER_GROUP);
    expect(stuckInFlightAsHealthyArrived).toContain(MAX_RUNNING_PER_GROUP);
    // Every delivery to the healthy endpoint succeeded, and it received each event once per attempt the delivery
    // records at most: a second copy is only ever a retry after a failed attempt (on a busy machine, a 1 s timeout),
    // never a send that outlived its job's lease.
    const deliveries = () =>
      queryRows<{ event_id: string; status: string; attempts: number }>(
        server.running.database.db,
        sql`select event_id, status, attempts from webhook_deliveries where endpoint_id = ${endpoint.id}`,
      );
    // The last answers are recorded a moment after they arrived.
    await expect
      .poll(async () => (await deliveries()).map((delivery) => delivery.status))
      .toEqual(Array(events).fill('succeeded'));
    for (const delivery of await deliveries()) {
      const copies = healthy.received.filter((entry) => entry.headers['webhook-id'] === delivery.event_id).length;
      expect(copies).toBeGreaterThanOrEqual(1);
      expect(copies).toBeLessThanOrEqual(delivery.attempts);
    }
    await deleteAll();
  });

  it('delivers the events of one object in the order they happened, even with a retry in between', async () => {
    const receiver = await newReceiver();
    await createEndpoint(receiver, ['quote.pending']);
    let calls = 0;
    let failed: Received | undefined;
    receiver.respond = async (entry) => {
      calls++;
      if (calls === 3) failed = entry;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 30));
      return entry === failed ? 500 : 200;
    };
    for (let n = 0; n < 12; n++) {
      await emit('quote.pending', { id: 'ordered-a', n });
      await emit('quote.pending', { id: 'ordered-b', n });
    }
    await receiver.waitFor(
      (received) => new Set(received.map((entry) => entry.headers['webhook-id'])).size === 24,
      15_000,
    );
    for (const id of ['ordered-a', 'ordered-b']) {
      const sequence = receiver.received
        .filter((entry) => entry.json.data.id === id && entry !== failed)
        .map((entry) => entry.json.data.n);
      expect(sequence).toEqual(Array.from({ length: 12 }, (_, n) => n));
    }
    await deleteAll();
  });

  it('disables an endpoint that answers 410 Gone', async () => {
    const receiver = await newReceiver();
    receiver.respond = () => 410;
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    await emit('quote.pending', { id: 'q-4' });
    await expect
      .poll(
        async () =>
          (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data.is_active,
      )
      .toBe(false);
    const detail = await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key });
    expect(detail.body.data.disabled_reason).toContain('410');
    expect(detail.body.data.recent_deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_response_status: 410,
    });

    await emit('quote.pending', { id: 'q-5' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(1);

    const enabled = await server.request('PATCH', `/api/v1/webhooks/${endpoint.id}`, {
      token: acme.key,
      body: { is_active: true },
    });
    expect(enabled.body.data).toMatchObject({ is_active: true, disabled_reason: null });
    await deleteAll();
  });

  it('disables an endpoint whose deliveries have all failed for WEBHOOK_DISABLE_AFTER (5 days by default)', async () => {
    const receiver = await newReceiver();
    receiver.respond = () => 500;
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    await emit('quote.pending', { id: 'q-9' });
    await receiver.waitFor((received) => received.length === 5, 10_000);
    expect(
      (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data.is_active,
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await emit('quote.pending', { id: 'q-10' });
    await expect
      .poll(
        async () =>
          (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data.is_active,
      )
      .toBe(false);
    const detail = await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key });
    expect(detail.body.data.disabled_reason).toContain('Every delivery failed since');
    await deleteAll();
  });

  it('signs with both secrets for the overlap after a rotation', async () => {
    const receiver = await newReceiver();
    const endpoint = await createEndpoint(receiver, ['quote.pending']);
    const rotated = await server.request('PATCH', `/api/v1/webhooks/${endpoint.id}`, {
      token: acme.key,
      body: { rotate_secret: true },
    });
    expect(rotated.status).toBe(200);
    const newSecret: string = rotated.body.data.secret;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(endpoint.secret);
    expect(
      (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data.secret,
    ).toBeUndefined();

    await emit('quote.pending', { id: 'q-6' });
    await receiver.waitFor((received) => received.length === 1);
    const entry = receiver.received[0]!;
    expect(String(entry.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyWith(newSecret, entry)).toMatchObject({ type: 'quote.pending' });
    expect(verifyWith(endpoint.secret, entry)).toMatchObject({ type: 'quote.pending' });
    await deleteAll();
  });

  it('redelivers an event on request, with the same webhook-id', async () => {
    const receiver = await newReceiver();
    const endpoint = await createEndpoint(receiver, ['quote.created']);
    const event = await emit('quote.created', { id: 'q-7' });
    await receiver.waitFor((received) => received.length === 1);
    const delivery = (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data
      .recent_deliveries[0];
    await expect
      .poll(
        async () =>
          (await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).body.data
            .recent_deliveries[0].status,
      )
      .toBe('succeeded');
    const retry = await server.request('POST', `/api/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`, {
      token: acme.key,
    });
    expect(retry.status).toBe(202);
    await receiver.waitFor((received) => received.length === 2);
    expect(receiver.received.map((entry) => entry.headers['webhook-id'])).toEqual([event.id, event.id]);
    await deleteAll();
  });

  it('saves attempts written together when one of their deliveries was deleted meanwhile, with its endpoint', async () => {
    // The worker saves the attempts of deliveries sent at about the same time in one statement: a delivery whose
    // endpoint was deleted after the send must not fail the others' (their jobs would be retried and sent twice).
    const kept = await newReceiver();
    const gone = await newReceiver();
    const keptEndpoint = await createEndpoint(kept, ['quote.pending']);
    const goneEndpoint = await createEndpoint(gone, ['quote.pending']);
    await emit('quote.pending', { id: 'q-saved-together' });
    await kept.waitFor((received) => received.length === 1);
    await gone.waitFor((received) => received.length === 1);
    const db = server.running.database.db;
    const attemptsOf = (endpointId: string) =>
      queryRows<{ delivery_id: string; attempt: number; response_body: string | null }>(
        db,
        sql`select attempt.delivery_id, attempt.attempt, attempt.response_body from webhook_attempts attempt
            join webhook_deliveries delivery on delivery.id = attempt.delivery_id
            where delivery.endpoint_id = ${endpointId} order by attempt.attempt`,
      );
    await expect.poll(async () => (await attemptsOf(keptEndpoint.id)).length).toBe(1);
    await expect.poll(async () => (await attemptsOf(goneEndpoint.id)).length).toBe(1);
    const deliveryIds = [
      (await attemptsOf(keptEndpoint.id))[0]!.delivery_id,
      (await attemptsOf(goneEndpoint.id))[0]!.delivery_id,
    ];
    expect((await server.request('DELETE', `/api/v1/webhooks/${goneEndpoint.id}`, { token: acme.key })).status).toBe(
      204,
    );

    await saveAttempts(
      db,
      deliveryIds.map((deliveryId) => ({
        deliveryId,
        attempt: 2,
        responseStatus: 200,
        latencyMs: 5,
        error: null,
        responseBody: 'again',
        status: 'succeeded' as const,
        nextAttemptAt: null,
      })),
    );
    const keptAttempts = await attemptsOf(keptEndpoint.id);
    expect(keptAttempts.map(({ attempt }) => attempt)).toEqual([1, 2]);
    expect(keptAttempts[1]!.response_body).toBe('again');
    const orphans = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from webhook_attempts where delivery_id = ${deliveryIds[1]!}`,
    );
    expect(orphans[0]!.n).toBe(0);
    await deleteAll();
  });

  it('deletes the endpoint with its delivery history', async () => {
    const receiver = await newReceiver();
    const endpoint = await createEndpoint(receiver, ['quote.created']);
    await emit('quote.created', { id: 'q-8' });
    await receiver.waitFor((received) => received.length === 1);
    const db = server.running.database.db;
    const count = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from webhook_deliveries where endpoint_id = ${endpoint.id}`,
          )
        )[0]!.n,
      );
    expect(await count()).toBe(1);
    expect((await server.request('DELETE', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).status).toBe(204);
    expect(await count()).toBe(0);
    expect((await server.request('GET', `/api/v1/webhooks/${endpoint.id}`, { token: acme.key })).status).toBe(404);
  });
});
