import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';
import { startMailServer, type MailServer } from '../../support/smtp';

let server: TestServer;
let live: CompanyWithKey;
let test: string;
let receiver: Receiver;
let liveReceiver: Receiver;
let smtp: MailServer;
let tracker: Receiver;

const SCOPES = ['quotes:write', 'webhooks:manage', 'device_actions:write', 'assets:write'] as const;
const call = (method: string, path: string, body?: unknown, token = test) =>
  server.request(method, `/api/v1${path}`, { token, body });

const QUOTE = {
  requester_email: 'it@acme.example',
  notification_emails: ['finance@acme.example'],
  items: [
    {
      product_type: 'Laptop',
      specification: { brand: 'Apple', model: 'MacBook Air 13' },
      recipients: [{ name: 'Ada', email: 'ada@acme.example', country: 'GB', address: '1 Main St, London' }],
    },
    {
      product_type: 'Headset',
      specification: { brand: 'Jabra', model: 'Evolve2 65' },
      recipients: [{ name: 'Grace', email: 'grace@acme.example', country: 'US', address: '2 Main St, Arlington' }],
    },
  ],
};

/** Mails and tracker tasks that mention an object: none may exist for sandbox objects. */
const sentAbout = (id: string) => [
  ...smtp.mails.filter((mail) => mail.subject.includes(id) || mail.text.includes(id)),
  ...tracker.received.filter((task) => task.body.includes(id)),
];

const eventsOf = (id: string, from = receiver) =>
  from.received
    .map((entry) => entry.json)
    .filter((event) => event.data.id === id)
    .map((event) => event.type);

beforeAll(async () => {
  receiver = await startReceiver();
  liveReceiver = await startReceiver();
  smtp = await startMailServer();
  tracker = await startReceiver();
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      SMTP_URL: smtp.url,
      TASK_TRACKER_URL: `${tracker.url}/tasks`,
      SANDBOX_AUTOPILOT_STEP: '100ms',
    },
  });
  live = await createCompanyWithKey(server, { scopes: SCOPES });
  test = (await createKey(server, live.companyId, { mode: 'test', scopes: SCOPES })).key;
  expect((await call('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['*'] })).status).toBe(201);
  expect((await call('POST', '/webhooks', { url: `${liveReceiver.url}/hook`, events: ['*'] }, live.key)).status).toBe(
    201,
  );
});
afterAll(async () => {
  await server?.close();
  await Promise.all([receiver?.close(), liveReceiver?.close(), smtp?.close(), tracker?.close()]);
});

describe('the quote flow with a test key and its helpers', () => {
  it('runs from creation to delivery, every event reaching the sandbox endpoint, nothing real sent', async () => {
    const quote = (await call('POST', '/quotes', QUOTE)).body.data;
    expect(quote.livemode).toBe(false);
    const [laptop, headset] = quote.items;

    const withAlternative = await call('POST', `/test-helpers/quotes/${quote.id}/items/${headset.id}/alternatives`, {
      brand: 'Poly',
      model: 'Voyager Focus 2',
      price: 249,
      description: 'In stock today',
      is_exact_match: false,
    });
    expect(withAlternative.status).toBe(201);
    const alternative = withAlternative.body.data.items[1].alternatives[0];

    const priced = await call('POST', `/test-helpers/quotes/${quote.id}/price`, { prices: { [laptop.id]: 1099 } });
    expect(priced.status).toBe(200);
    expect(priced.body.data.status).toBe('Quoted');
    expect(priced.body.data.items.map((item: { price: number }) => item.price)).toEqual([1099, 250]);

    await call('POST', `/quotes/${quote.id}/items/${laptop.id}/action`, { action: 'accept' });
    const decided = await call('POST', `/quotes/${quote.id}/items/${alternative.id}/action`, { action: 'accept' });
    expect(decided.body.data.quote.status).toBe('Approved');

    await call('POST', `/test-helpers/quotes/${quote.id}/action-required`, { message: 'Confirm the floor' });
    const recipients = decided.body.data.quote.items.flatMap(
      (item: { recipients: { id: string }[] }) => item.recipients,
    );
    for (const recipient of recipients) {
      const shipped = await call('POST', `/test-helpers/quotes/${quote.id}/recipients/${recipient.id}/tracking`, {});
      expect(shipped.status).toBe(200);
    }
    for (const recipient of recipients)
      await call('POST', `/test-helpers/quotes/${quote.id}/recipients/${recipient.id}/delivered`);
    const final = (await call('GET', `/quotes/${quote.id}`)).body.data;
    expect(final.status).toBe('Delivered');
    expect(final.items[0].recipients[0].tracking_code).toMatch(/^SANDBOX-/);

    const expected = [
      'quote.created',
      'quote.pending',
      'quote.approved',
      'quote.action_required',
      'quote.tracking_added',
      'quote.tracking_added',
      'quote.delivered',
      'quote.delivered',
    ];
    await receiver.waitFor(() => eventsOf(quote.id).length === expected.length);
    expect(eventsOf(quote.id)).toEqual(expected);
    expect(receiver.received.every((entry) => entry.json.livemode === false)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentAbout(quote.id)).toEqual([]);
    expect(smtp.mails).toEqual([]);
    expect(eventsOf(quote.id, liveReceiver)).toEqual([]);
  });

  it('keeps live keys away from sandbox objects and from the helpers (live data still sends for real)', async () => {
    const quote = (await call('POST', '/quotes', QUOTE)).body.data;
    expect((await call('GET', `/quotes/${quote.id}`, undefined, live.key)).status).toBe(404);
    expect(
      (await call('GET', '/quotes', undefined, live.key)).body.data.some((q: { id: string }) => q.id === quote.id),
    ).toBe(false);
    const helper = await call('POST', `/test-helpers/quotes/${quote.id}/price`, {}, live.key);
    expect(helper.status).toBe(404);
    expect(helper.body.error.message).toContain('test keys');
    const liveQuote = (await call('POST', '/quotes', QUOTE, live.key)).body.data;
    expect((await call('GET', `/quotes/${liveQuote.id}`)).status).toBe(404);
    await smtp.waitFor(() => sentAbout(liveQuote.id).length > 0);
    expect((await call('POST', `/test-helpers/quotes/${liveQuote.id}/price`, {})).status).toBe(404);
    const liveHooks = (await call('GET', '/webhooks', undefined, live.key)).body.data;
    const testHooks = (await call('GET', '/webhooks')).body.data;
    expect(liveHooks.map((hook: { url: string }) => hook.url)).toEqual([`${liveReceiver.url}/hook`]);
    expect(testHooks.map((hook: { url: string }) => hook.url)).toEqual([`${receiver.url}/hook`]);
    expect((await call('GET', `/webhooks/${liveHooks[0].id}`)).status).toBe(404);
  });
});

describe('the device flow with a test key and its helpers', () => {
  it('tracks and completes a sandbox action, updating the sandbox inventory', async () => {
    await call('POST', '/devices', {
      serial_number: 'SBX-1',
      device_type: 'Laptop',
      model: 'ThinkPad T14',
      country: 'DE',
      employee: { name: 'Ada', email: 'ada@acme.example' },
    });
    const action = (
      await call('POST', '/device-actions', {
        action_type: 'Store',
        serial_number: 'SBX-1',
        current_user: { name: 'Ada', email: 'ada@acme.example' },
      })
    ).body.data;
    expect(action.livemode).toBe(false);
    expect(
      (
        await call('POST', `/test-helpers/device-actions/${action.id}/action-required`, {
          message: 'Where is the charger?',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('POST', `/test-helpers/device-actions/${action.action_id}/tracking`, {})).body.data.tracking_code,
    ).toMatch(/^SANDBOX-/);
    expect((await call('POST', `/test-helpers/device-actions/${action.id}/complete`, {})).body.data.status).toBe(
      'Completed',
    );
    expect((await call('GET', '/assets?serial_number=SBX-1')).body.data[0]).toMatchObject({
      status: 'in_storage',
      livemode: false,
    });
    expect((await call('GET', '/assets?serial_number=SBX-1', undefined, live.key)).body.data).toEqual([]);
    expect((await call('POST', `/test-helpers/device-actions/${action.id}/complete`, {}, live.key)).status).toBe(404);
    expect((await call('GET', `/device-actions/${action.id}`, undefined, live.key)).status).toBe(404);
    expect((await call('GET', `/device-actions/${action.action_id}`, undefined, live.key)).status).toBe(404);
    await receiver.waitFor(() => eventsOf(action.id).length === 4);
    expect(eventsOf(action.id)).toEqual([
      'logistics.created',
      'logistics.action_required',
      'logistics.tracking_added',
      'logistics.completed',
    ]);
    expect(sentAbout(action.action_id)).toEqual([]);
  });
});

describe('autopilot', () => {
  it('completes a sandbox quote with no call beyond its creation and acceptance, and a device action with none', async () => {
    const created = await server.request('POST', `/operator/v1/companies/${live.companyId}/api-keys`, {
      token: server.operatorToken,
      body: { name: 'autopilot', mode: 'test', scopes: [...SCOPES], autopilot: true },
    });
    expect(created.body.data.autopilot).toBe(true);
    const autopilot = created.body.data.key;
    const refused = await server.request('POST', `/operator/v1/companies/${live.companyId}/api-keys`, {
      token: server.operatorToken,
      body: { name: 'x', mode: 'live', scopes: ['quotes:read'], autopilot: true },
    });
    expect(refused.status).toBe(400);

    const quote = (await call('POST', '/quotes', QUOTE, autopilot)).body.data;
    await receiver.waitFor(() => eventsOf(quote.id).includes('quote.pending'), 15_000);
    for (const item of quote.items)
      await call('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action: 'accept' }, autopilot);
    await receiver.waitFor(
      () =>
        eventsOf(quote.id).includes('quote.delivered') &&
        eventsOf(quote.id).filter((type) => type === 'quote.delivered').length === 2,
      20_000,
    );
    expect((await call('GET', `/quotes/${quote.id}`, undefined, autopilot)).body.data.status).toBe('Delivered');
    expect(eventsOf(quote.id)).toEqual([
      'quote.created',
      'quote.pending',
      'quote.approved',
      'quote.tracking_added',
      'quote.tracking_added',
      'quote.delivered',
      'quote.delivered',
    ]);

    await call(
      'POST',
      '/devices',
      { serial_number: 'AUTO-1', device_type: 'Phone', model: 'Pixel 9', country: 'US' },
      autopilot,
    );
    const action = (
      await call(
        'POST',
        '/device-actions',
        {
          action_type: 'Assign',
          serial_number: 'AUTO-1',
          new_recipient: { name: 'Grace', email: 'grace@acme.example' },
        },
        autopilot,
      )
    ).body.data;
    await receiver.waitFor(() => eventsOf(action.id).includes('logistics.completed'), 15_000);
    expect(eventsOf(action.id)).toEqual(['logistics.created', 'logistics.tracking_added', 'logistics.completed']);
    expect(sentAbout(quote.id)).toEqual([]);
    expect(sentAbout(action.action_id)).toEqual([]);
  }, 60_000);
});
