import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/server/db/client';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';
import { startMailServer, type MailServer } from '../../support/smtp';

let server: TestServer;
let acme: CompanyWithKey;
let smtp: MailServer;
let tracker: Receiver;
let fulfilment: Receiver;

const api = (method: string, path: string, body?: unknown, token = acme.key) =>
  server.request(method, `/api/v1${path}`, { token, body });
const operator = (method: string, path: string, body?: unknown) =>
  server.request(method, `/operator/v1${path}`, { token: server.operatorToken, body });

const QUOTE = {
  requester_email: 'it@acme.example',
  requester_name: 'IT Desk',
  notification_emails: ['procurement@acme.example'],
  items: [
    {
      product_type: 'Laptop',
      specification: { brand: 'Apple', model: 'MacBook Air 13' },
      quantity: 2,
      recipients: [
        { name: 'Ada', email: 'ada@acme.example', country: 'GB', address: '12 Analytical Row, London' },
        { name: 'Grace', country: 'US', address: '1 Navy Yard, Arlington' },
      ],
    },
  ],
};

beforeAll(async () => {
  smtp = await startMailServer();
  tracker = await startReceiver();
  fulfilment = await startReceiver();
  server = await startTestServer({
    env: {
      WORKER_IN_PROCESS: 'true',
      SMTP_URL: smtp.url,
      EMAIL_FROM: 'Loadout <no-reply@loadout.test>',
      OPERATOR_EMAIL: 'desk@loadout.test',
      TASK_TRACKER_URL: `${tracker.url}/tasks`,
      FULFILMENT_URL: `${fulfilment.url}/orders`,
    },
  });
  acme = await createCompanyWithKey(server, { scopes: ['quotes:write'] });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await tracker?.close();
  await fulfilment?.close();
});

describe('side effects of a quote', () => {
  it('e-mails the requester and the operator desk and opens a tracker task when a quote is created', async () => {
    const quote = (await api('POST', '/quotes', QUOTE)).body.data;
    await smtp.waitFor((mails) => mails.length === 2);
    const confirmation = smtp.mails.find((mail) => mail.subject.includes('We received'))!;
    expect(confirmation.to.sort()).toEqual(['it@acme.example', 'procurement@acme.example']);
    expect(confirmation.from).toBe('no-reply@loadout.test');
    expect(confirmation.text).toContain('2 × Apple MacBook Air 13');
    expect(confirmation.subject).toBe(`We received your quote request ${quote.number}`);
    const review = smtp.mails.find((mail) => mail.subject.includes('New quote to review'))!;
    expect(review.to).toEqual(['desk@loadout.test']);

    await tracker.waitFor((received) => received.length === 1);
    const task = tracker.received[0]!;
    expect(task.path).toBe('/tasks');
    expect(task.json).toMatchObject({
      type: 'task',
      title: `Price quote ${quote.number}`,
      quote_id: quote.id,
      quote_number: quote.number,
      company_id: acme.companyId,
    });
    expect(task.headers['idempotency-key']).toBe(task.json.id);
  });

  it('places one fulfilment order per accepted item, retried with the same idempotency key, and e-mails tracking', async () => {
    smtp.mails.length = 0;
    let orderCalls = 0;
    fulfilment.respond = () => (++orderCalls === 1 ? 503 : 201);
    const quote = (await api('POST', '/quotes', QUOTE)).body.data;
    await operator('PUT', `/quotes/${quote.id}/items/${quote.items[0].id}/price`, { price: 1099 });
    const accepted = await api('POST', `/quotes/${quote.id}/items/${quote.items[0].id}/action`, { action: 'accept' });
    expect(accepted.status).toBe(200);

    await fulfilment.waitFor((received) => received.length === 2, 20_000);
    const [failed, succeeded] = fulfilment.received;
    expect(failed!.headers['idempotency-key']).toBe(succeeded!.headers['idempotency-key']);
    expect(succeeded!.json).toMatchObject({
      type: 'order',
      quote_id: quote.id,
      item_id: quote.items[0].id,
      option: { type: 'item', brand: 'Apple', model: 'MacBook Air 13', price: 1099 },
      quantity: 2,
      recipients: [
        expect.objectContaining({ name: 'Ada', country: 'GB' }),
        expect.objectContaining({ name: 'Grace', country: 'US' }),
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fulfilment.received).toHaveLength(2);
    await smtp.waitFor((mails) => mails.some((mail) => mail.subject.includes('Order placed')));

    const ada = accepted.body.data.quote.items[0].recipients[0];
    await operator('POST', `/quotes/${quote.id}/recipients/${ada.id}/tracking`, {
      tracking_code: '1Z999',
      tracking_link: 'https://track.example/1Z999',
    });
    await smtp.waitFor((mails) => mails.some((mail) => mail.subject.includes('on its way')));
    const tracking = smtp.mails.find((mail) => mail.subject.includes('on its way'))!;
    expect(tracking.to).toEqual(['ada@acme.example']);
    expect(tracking.text).toContain('https://track.example/1Z999');
  });

  it('keeps sandbox messages as records and never sends them', async () => {
    const sandbox = await createKey(server, acme.companyId, { mode: 'test', scopes: ['quotes:write'] });
    const mailsBefore = smtp.mails.length;
    const tasksBefore = tracker.received.length;
    const quote = (await api('POST', '/quotes', QUOTE, sandbox.key)).body.data;
    const db = server.running.database.db;
    await expect
      .poll(async () =>
        (
          await queryRows<{ status: string }>(
            db,
            sql`select status from integration_messages where subject = ${`quote:${quote.id}`}`,
          )
        ).map((row) => row.status),
      )
      .toEqual(['stored', 'stored', 'stored']);
    const destinations = await queryRows<{ destination: string }>(
      db,
      sql`select destination from integration_messages where subject = ${`quote:${quote.id}`}`,
    );
    expect(destinations.every((row) => row.destination === 'sandbox')).toBe(true);
    expect(smtp.mails.length).toBe(mailsBefore);
    expect(tracker.received.length).toBe(tasksBefore);
  });
});

describe('without adapters (the embedded default)', () => {
  it('stores e-mails, tasks and orders instead of sending them', async () => {
    const plain = await startTestServer({ env: { WORKER_IN_PROCESS: 'true' } });
    try {
      const company = await createCompanyWithKey(plain, { scopes: ['quotes:write'] });
      const quote = (await plain.request('POST', '/api/v1/quotes', { token: company.key, body: QUOTE })).body.data;
      const db = plain.running.database.db;
      await expect
        .poll(async () =>
          queryRows<{ kind: string; status: string; destination: string }>(
            db,
            sql`select kind, status, destination from integration_messages where subject = ${`quote:${quote.id}`} order by kind`,
          ),
        )
        .toEqual([
          { kind: 'email', status: 'stored', destination: 'stored' },
          { kind: 'email', status: 'stored', destination: 'stored' },
          { kind: 'task', status: 'stored', destination: 'stored' },
        ]);
    } finally {
      await plain.close();
    }
  });
});
