import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// The client answers Loadout's requests for input (comments on quotes and device actions) and cancels a device
// action that has not shipped; Loadout's desk hears of each reply by e-mail, and operators can write back.

let server: TestServer;
let receiver: Receiver;
let acme: CompanyWithKey;

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const messagesAbout = (subject: string) =>
  queryRows<{ payload: { to: string[]; operator?: boolean; subject: string; text: string } }>(
    server.running.database.db,
    sql`select payload from integration_messages where subject = ${subject} and kind = 'email' order by created_at`,
  );

const eventsOf = (id: string) =>
  receiver.received
    .map((entry) => entry.json)
    .filter((event) => event.data.id === id)
    .map((event) => event.type);

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({ env: { WORKER_IN_PROCESS: 'true', WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  acme = await createCompanyWithKey(server);
  await api('POST', '/webhooks', { url: `${receiver.url}/hook`, events: ['*'] });
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('POST /api/v1/quotes/:id/comments', () => {
  it("answers the operator's request for input; the desk is e-mailed and the operator writes back", async () => {
    const quote = (
      await api('POST', '/quotes', {
        requester_email: 'it@acme.example',
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air 13' },
            recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
          },
        ],
      })
    ).body.data;
    await operator('POST', `/quotes/${quote.id}/action-required`, { message: 'Which floor is Ada on?' });

    const reply = await api('POST', `/quotes/${quote.id}/comments`, {
      message: 'Third floor, desk 12.',
      author: 'Ines Torres',
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data.comments).toEqual([
      {
        id: expect.any(String),
        author: 'Ines Torres',
        message: 'Third floor, desk 12.',
        source: 'client',
        created_at: expect.any(String),
      },
    ]);
    // The request stays open until the operator clears it.
    expect(reply.body.data.action_required).toMatchObject({ message: 'Which floor is Ada on?' });

    const byKey = await api('POST', `/quotes/${quote.number}/comments`, { message: 'And she works mornings.' });
    expect(byKey.body.data.comments[1]).toMatchObject({ author: 'API key “test key”', source: 'client' });

    const answered = await operator('POST', `/quotes/${quote.id}/comments`, { message: 'Thanks, noted.' });
    expect(answered.status).toBe(201);
    expect(answered.body.data.comments.map((comment: { source: string }) => comment.source)).toEqual([
      'client',
      'client',
      'operator',
    ]);
    expect(answered.body.data.company).toEqual({ id: acme.companyId, name: 'Acme' });

    const emails = (await messagesAbout(`quote:${quote.id}`)).map((message) => message.payload).slice(-3);
    expect(emails[0]).toMatchObject({ operator: true, subject: `Reply on quote ${quote.number} from Ines Torres` });
    expect(emails[0]!.text).toContain('Third floor, desk 12.');
    expect(emails[2]).toMatchObject({ to: ['it@acme.example'], subject: `Message about your quote ${quote.number}` });
  });

  it('400 for an empty message or an unknown field, 404 for another company, 403 without quotes:write', async () => {
    const quote = (
      await api('POST', '/quotes', {
        requester_email: 'it@acme.example',
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air 13' },
            recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
          },
        ],
      })
    ).body.data;
    expect((await api('POST', `/quotes/${quote.id}/comments`, { message: '  ' })).body.error.details).toEqual([
      { path: 'message', message: 'must not be empty' },
    ]);
    expect((await api('POST', `/quotes/${quote.id}/comments`, { mesage: 'typo' })).status).toBe(400);
    const globex = await createCompanyWithKey(server, { name: 'Globex' });
    expect((await api('POST', `/quotes/${quote.id}/comments`, { message: 'Hello' }, globex.key)).status).toBe(404);
    const reader = await createKey(server, acme.companyId, { scopes: ['quotes:read'] });
    expect((await api('POST', `/quotes/${quote.id}/comments`, { message: 'Hello' }, reader.key)).status).toBe(403);
  });
});

describe('POST /api/v1/device-actions/:id/comments and /cancel', () => {
  async function storeAction(serial: string) {
    await api('POST', '/devices', {
      serial_number: serial,
      device_type: 'Laptop',
      model: 'ThinkPad T14',
      country: 'DE',
    });
    const created = await api('POST', '/device-actions', {
      action_type: 'Store',
      serial_number: serial,
      current_user: { name: 'Kai Weber', email: 'kai@acme.example' },
      notification_emails: ['it@acme.example'],
    });
    expect(created.status, created.text).toBe(201);
    return created.body.data;
  }

  it('replies to a request for input, and cancels an action that has not shipped (event logistics.cancelled)', async () => {
    const action = await storeAction('CMT-1');
    await operator('POST', `/device-actions/${action.id}/action-required`, { message: 'Is the charger included?' });
    const reply = await api('POST', `/device-actions/${action.action_id}/comments`, {
      message: 'Yes, in the box.',
      author: 'Ines Torres',
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data.comments).toEqual([
      {
        id: expect.any(String),
        author: 'Ines Torres',
        message: 'Yes, in the box.',
        source: 'client',
        created_at: expect.any(String),
      },
    ]);
    const [email] = (await messagesAbout(`device_action:${action.id}`))
      .map((message) => message.payload)
      .filter((payload) => payload.operator);
    expect(email).toMatchObject({ subject: `Reply on ${action.action_id} from Ines Torres` });

    const cancelled = await api('POST', `/device-actions/${action.id}/cancel`, { reason: 'Kai keeps the laptop' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', action_required: null });
    expect(cancelled.body.data.status_history.at(-1)).toMatchObject({
      status: 'Cancelled',
      note: 'Cancelled by the client: Kai keeps the laptop',
    });
    expect((await api('POST', `/device-actions/${action.id}/cancel`)).status).toBe(409);
    await receiver.waitFor(() => eventsOf(action.id).includes('logistics.cancelled'));
    // The device is free for a new action.
    expect((await api('POST', '/device-actions', { action_type: 'Store', serial_number: 'CMT-1' })).status).toBe(201);
  });

  it('409 once the action has shipped: only Loadout can stop it then', async () => {
    const action = await storeAction('CMT-2');
    await operator('POST', `/device-actions/${action.id}/tracking`, {
      tracking_code: 'DHL-9',
      tracking_link: 'https://dhl.example/DHL-9',
    });
    const refused = await api('POST', `/device-actions/${action.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('add a comment');
    expect(refused.body.error.details).toEqual({ tracking_code: 'DHL-9' });
    expect((await api('GET', `/device-actions/${action.id}`)).body.data.status).toBe('In Progress');
  });
});
