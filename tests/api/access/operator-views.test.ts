import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;
let globex: CompanyWithKey;
let receiver: Receiver;

const RECIPIENT = {
  name: 'Ada Lovelace',
  email: 'ada@acme.example',
  country: 'GB',
  address: '1 Analytical Row, London',
};

beforeAll(async () => {
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_RETRY_SCHEDULE: '1h',
      WEBHOOK_TIMEOUT: '1s',
    },
  });
  acme = await createCompanyWithKey(server, { name: 'Acme' });
  globex = await createCompanyWithKey(server, { name: 'Globex' });
  receiver = await startReceiver();
  receiver.respond = (request) => (request.path.startsWith('/broken') ? 500 : 200);
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const operator = (method: string, path: string) => server.request(method, path, { token: server.operatorToken });

async function createQuote(company: CompanyWithKey) {
  const response = await server.request('POST', '/api/v1/quotes', {
    token: company.key,
    body: {
      requester_email: 'it@acme.example',
      items: [{ product_type: 'Monitor', specification: { brand: 'Dell', model: 'U2723QE' }, recipients: [RECIPIENT] }],
    },
  });
  expect(response.status, response.text).toBe(202);
  return response.body.data.id as string;
}

describe('GET /operator/v1/outbox', () => {
  it('lists the e-mails and tracker tasks a new quote produced, newest first, with the company', async () => {
    const acmeQuote = await createQuote(acme);
    const globexQuote = await createQuote(globex);
    const all = await operator('GET', '/operator/v1/outbox?limit=100');
    expect(all.status).toBe(200);
    const subjects = all.body.data.map((message: any) => message.subject);
    expect(subjects).toContain(`quote:${acmeQuote}`);
    expect(subjects).toContain(`quote:${globexQuote}`);
    const times = all.body.data.map((message: any) => Date.parse(message.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const acmeTasks = await operator('GET', `/operator/v1/outbox?kind=task&company_id=${acme.companyId}`);
    expect(acmeTasks.body.data.length).toBeGreaterThan(0);
    for (const message of acmeTasks.body.data)
      expect(message).toMatchObject({ kind: 'task', company_id: acme.companyId, company_name: 'Acme', livemode: true });
    const emails = await operator('GET', `/operator/v1/outbox?kind=email&company_id=${globex.companyId}`);
    expect(emails.body.data.some((message: any) => message.subject === `quote:${globexQuote}` && message.payload)).toBe(
      true,
    );
  });

  it('says what each message is about (quote number, device action reference) and where it went or would go', async () => {
    const quoteId = await createQuote(acme);
    const quote = (await operator('GET', `/operator/v1/quotes/${quoteId}`)).body.data;
    await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { serial_number: 'OUTBOX-1', device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE' },
    });
    const action = await server.request('POST', '/api/v1/device-actions', {
      token: acme.key,
      body: {
        action_type: 'Store',
        serial_number: 'OUTBOX-1',
        current_user: { name: 'Kai Weber', email: 'kai@acme.example' },
      },
    });
    expect(action.status, action.text).toBe(201);

    let messages: any[] = [];
    for (let tries = 0; tries < 100; tries += 1) {
      messages = (await operator('GET', `/operator/v1/outbox?company_id=${acme.companyId}&limit=100`)).body.data;
      if (
        messages
          .filter((message) => message.subject === `quote:${quoteId}`)
          .every((message) => message.status === 'stored')
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ofQuote = messages.filter((message) => message.subject === `quote:${quoteId}`);
    for (const message of ofQuote)
      expect(message.about).toEqual({ type: 'quote', id: quoteId, reference: quote.number });
    const task = ofQuote.find((message) => message.kind === 'task');
    expect(task).toMatchObject({
      status: 'stored',
      destination: 'stored',
      delivery: { channel: 'task_tracker', to: [], url: null, kept_because: 'not_configured' },
    });
    const toDesk = ofQuote.find((message) => message.kind === 'email' && message.payload.operator);
    expect(toDesk.delivery).toEqual({
      channel: 'email',
      to: ['procurement-desk@loadout.example'],
      url: null,
      kept_because: 'not_configured',
    });
    const toClient = ofQuote.find((message) => message.kind === 'email' && !message.payload.operator);
    expect(toClient.delivery.to).toEqual(['it@acme.example']);

    const ofAction = messages.find((message) => message.subject === `device_action:${action.body.data.id}`);
    expect(ofAction.about).toEqual({
      type: 'device_action',
      id: action.body.data.id,
      reference: action.body.data.action_id,
    });
  });

  it('pages with cursors without repeating a message', async () => {
    const first = await operator('GET', '/operator/v1/outbox?limit=1');
    expect(first.body.meta.has_more).toBe(true);
    const second = await operator('GET', `/operator/v1/outbox?limit=1&cursor=${first.body.meta.next_cursor}`);
    expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it('rejects an unknown kind with the allowed values', async () => {
    const response = await operator('GET', '/operator/v1/outbox?kind=fax');
    expect(response.status).toBe(400);
    expect(response.body.error.details[0].path).toBe('kind');
  });

  it('is for operator tokens only', async () => {
    expect((await server.request('GET', '/operator/v1/outbox', { token: acme.key })).status).toBe(401);
  });
});

describe('GET /operator/v1/webhook-health', () => {
  it('lists the failing endpoint with its recent failure, not the healthy one', async () => {
    const healthy = await server.request('POST', '/api/v1/webhooks', {
      token: acme.key,
      body: { url: `${receiver.url}/ok`, events: ['*'] },
    });
    const broken = await server.request('POST', '/api/v1/webhooks', {
      token: globex.key,
      body: { url: `${receiver.url}/broken`, events: ['*'] },
    });
    expect(broken.status, broken.text).toBe(201);
    // Real events through the delivery queue (a test send does not count towards an endpoint's health).
    await createQuote(acme);
    await createQuote(globex);
    await receiver.waitFor((received) => received.some((entry) => entry.path.startsWith('/broken')));

    let unhealthy: any[] = [];
    for (let tries = 0; tries < 100 && !unhealthy.some((endpoint) => endpoint.recent_failures.length > 0); tries += 1) {
      unhealthy = (await operator('GET', '/operator/v1/webhook-health')).body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ids = unhealthy.map((endpoint) => endpoint.id);
    expect(ids).toContain(broken.body.data.id);
    expect(ids).not.toContain(healthy.body.data.id);
    const entry = unhealthy.find((endpoint) => endpoint.id === broken.body.data.id);
    expect(entry).toMatchObject({ company_name: 'Globex', is_active: true, url: `${receiver.url}/broken` });
    expect(entry.failing_since).not.toBeNull();
    expect(entry.recent_failures[0]).toMatchObject({ status: 'retrying', last_response_status: 500 });

    const all = await operator('GET', '/operator/v1/webhook-health?state=all');
    expect(all.body.data.map((endpoint: any) => endpoint.id)).toContain(healthy.body.data.id);
    const disabled = await operator('GET', '/operator/v1/webhook-health?state=disabled');
    expect(disabled.body.data.map((endpoint: any) => endpoint.id)).not.toContain(broken.body.data.id);
  });
});

describe('action_required filter on GET /operator/v1/quotes and /operator/v1/device-actions', () => {
  it('finds the requests for input the client has answered, and those still waiting for the client', async () => {
    const answered = await createQuote(acme);
    const waiting = await createQuote(globex);
    const untouched = await createQuote(acme);
    for (const id of [answered, waiting]) {
      const raised = await server.request('POST', `/operator/v1/quotes/${id}/action-required`, {
        token: server.operatorToken,
        body: { message: 'Which floor?' },
      });
      expect(raised.status, raised.text).toBe(200);
    }
    // A comment from before the request does not answer it; one after does.
    await server.request('POST', `/api/v1/quotes/${waiting}/comments`, {
      token: globex.key,
      body: { message: 'Earlier note' },
    });
    await server.request('POST', `/operator/v1/quotes/${waiting}/action-required`, {
      token: server.operatorToken,
      body: { message: 'Which floor, again?' },
    });
    const reply = await server.request('POST', `/api/v1/quotes/${answered}/comments`, {
      token: acme.key,
      body: { message: 'Third floor.' },
    });
    expect(reply.status, reply.text).toBe(201);

    const ids = async (state: string) =>
      (await operator('GET', `/operator/v1/quotes?action_required=${state}&limit=100`)).body.data.map(
        (quote: any) => quote.id,
      );
    expect(await ids('answered')).toContain(answered);
    expect(await ids('answered')).not.toContain(waiting);
    expect(await ids('waiting')).toContain(waiting);
    expect(await ids('waiting')).not.toContain(answered);
    expect(await ids('open')).toEqual(expect.arrayContaining([answered, waiting]));
    expect(await ids('open')).not.toContain(untouched);

    // Cleared: no longer waiting on anyone.
    await server.request('DELETE', `/operator/v1/quotes/${answered}/action-required`, { token: server.operatorToken });
    expect(await ids('answered')).not.toContain(answered);
  });

  it('does the same for device actions, and refuses an unknown state', async () => {
    await server.request('POST', '/api/v1/devices', {
      token: acme.key,
      body: { serial_number: 'ASK-1', device_type: 'Laptop', model: 'ThinkPad T14', country: 'DE' },
    });
    const action = (
      await server.request('POST', '/api/v1/device-actions', {
        token: acme.key,
        body: { action_type: 'Store', serial_number: 'ASK-1', current_user: { name: 'Kai Weber' } },
      })
    ).body.data;
    await server.request('POST', `/operator/v1/device-actions/${action.id}/action-required`, {
      token: server.operatorToken,
      body: { message: 'Charger included?' },
    });
    const ids = async (state: string) =>
      (await operator('GET', `/operator/v1/device-actions?action_required=${state}&limit=100`)).body.data.map(
        (row: any) => row.id,
      );
    expect(await ids('waiting')).toContain(action.id);
    expect(await ids('answered')).not.toContain(action.id);
    await server.request('POST', `/api/v1/device-actions/${action.id}/comments`, {
      token: acme.key,
      body: { message: 'Yes.' },
    });
    expect(await ids('answered')).toContain(action.id);
    expect(await ids('waiting')).not.toContain(action.id);

    const refused = await operator('GET', '/operator/v1/device-actions?action_required=someday');
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toBe('action_required');
  });
});
