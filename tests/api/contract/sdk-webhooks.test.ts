import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Loadout, NotFoundError, WebhookVerificationError } from '@loadout/sdk';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import { startReceiver, type Received, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// Webhook verification with the SDK against the deliveries the API itself sends to a loopback receiver.

let server: TestServer;
let receiver: Receiver;
let loadout: Loadout;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_SCHEDULE: '100ms,100ms' },
  });
  const company = await createCompanyWithKey(server);
  loadout = new Loadout({
    apiKey: (await createKey(server, company.companyId, { mode: 'test' })).key,
    baseUrl: server.url,
  });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const QUOTE = {
  requester_email: 'it@acme.example',
  items: [
    {
      product_type: 'Laptop',
      specification: { brand: 'Apple', model: 'MacBook Air' },
      recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St, London' }],
    },
  ],
};

async function deliveryOf(type: string, objectId: string): Promise<Received> {
  const matches = (entry: Received) => entry.json?.type === type && entry.json?.data?.id === objectId;
  await receiver.waitFor((received) => received.some(matches));
  return receiver.received.find(matches)!;
}

describe('webhooks.verify on real deliveries', () => {
  it('verifies a delivery (string, bytes or Headers) and refuses a tampered body, a wrong secret and an old timestamp', async () => {
    const endpoint = await loadout.webhooks.create({ url: `${receiver.url}/hook`, events: ['quote.*'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    const quote = await loadout.quotes.create(QUOTE);
    const delivery = await deliveryOf('quote.created', quote.id);

    const event = await loadout.webhooks.verify(delivery.body, delivery.headers, endpoint.secret);
    expect(event).toMatchObject({ type: 'quote.created', livemode: false, data: { id: quote.id } });
    expect(event.id).toBe(delivery.headers['webhook-id']);
    const headers = new Headers(
      Object.entries(delivery.headers).map(([name, value]): [string, string] => [name, String(value)]),
    );
    expect(await loadout.webhooks.verify(new TextEncoder().encode(delivery.body), headers, endpoint.secret)).toEqual(
      event,
    );

    const tampered = delivery.body.replace(quote.id, globalThis.crypto.randomUUID());
    await expect(loadout.webhooks.verify(tampered, delivery.headers, endpoint.secret)).rejects.toThrow(
      WebhookVerificationError,
    );
    await expect(loadout.webhooks.verify(`${delivery.body} `, delivery.headers, endpoint.secret)).rejects.toThrow(
      /No webhook-signature matches/,
    );
    const otherSecret = (await loadout.webhooks.create({ url: `${receiver.url}/other`, events: ['webhook.test'] }))
      .secret;
    await expect(loadout.webhooks.verify(delivery.body, delivery.headers, otherSecret)).rejects.toThrow(
      WebhookVerificationError,
    );

    const sentAt = Number(delivery.headers['webhook-timestamp']);
    await expect(
      loadout.webhooks.verify(delivery.body, delivery.headers, endpoint.secret, { now: sentAt + 301 }),
    ).rejects.toThrow(/old/);
    await expect(
      loadout.webhooks.verify(delivery.body, delivery.headers, endpoint.secret, { now: sentAt - 301 }),
    ).rejects.toThrow(/future/);
    expect(
      await loadout.webhooks.verify(delivery.body, delivery.headers, endpoint.secret, {
        now: sentAt + 3600,
        toleranceSeconds: 7200,
      }),
    ).toEqual(event);
    const { 'webhook-signature': _dropped, ...unsigned } = delivery.headers;
    await expect(loadout.webhooks.verify(delivery.body, unsigned, endpoint.secret)).rejects.toThrow(
      /Missing required webhook header\(s\): webhook-signature/,
    );
  });

  it('accepts the old and the new secret while a rotation overlaps, then reads and redelivers through the SDK', async () => {
    const endpoint = await loadout.webhooks.create({
      url: `${receiver.url}/rotating`,
      events: ['quote.created', 'webhook.test'],
    });
    const rotated = await loadout.webhooks.update(endpoint.id, { rotate_secret: true });
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);

    const quote = await loadout.quotes.create(QUOTE);
    const matches = (entry: Received) => entry.path === '/rotating' && entry.json?.data?.id === quote.id;
    await receiver.waitFor((received) => received.some(matches));
    const delivery = receiver.received.find(matches)!;
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [rotated.secret!, endpoint.secret]) {
      expect((await loadout.webhooks.verify(delivery.body, delivery.headers, secret)).data).toMatchObject({
        id: quote.id,
      });
    }

    const test = await loadout.webhooks.sendTest(endpoint.id);
    expect(test).toMatchObject({ delivered: true, response_status: 200 });
    const detail = await loadout.webhooks.retrieve(endpoint.id);
    const quoteDelivery = detail.recent_deliveries.find((each) => each.event_id === delivery.json.id)!;
    expect(quoteDelivery.status).toBe('succeeded');
    const before = receiver.received.filter(matches).length;
    expect((await loadout.webhooks.retryDelivery(endpoint.id, quoteDelivery.id)).id).toBe(quoteDelivery.id);
    await receiver.waitFor((received) => received.filter(matches).length > before);
    const redelivered = receiver.received.filter(matches).at(-1)!;
    expect(redelivered.headers['webhook-id']).toBe(delivery.headers['webhook-id']);
    expect((await loadout.webhooks.verify(redelivered.body, redelivered.headers, rotated.secret!)).id).toBe(
      delivery.json.id,
    );

    const listed: string[] = [];
    for await (const each of loadout.webhooks.list()) listed.push(each.id);
    expect(listed).toContain(endpoint.id);
    await loadout.webhooks.delete(endpoint.id);
    await expect(loadout.webhooks.retrieve(endpoint.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
