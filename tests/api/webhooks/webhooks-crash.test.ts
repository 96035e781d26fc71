import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess } from '../../support/api-process';
import { createTestDatabase, type TestDatabase } from '../../support/database';
import { startReceiver, type Receiver } from '../../support/receiver';
import { newOperatorToken, sendRequest } from '../../support/server';

let database: TestDatabase;
let receiver: Receiver;
const operatorToken = newOperatorToken();

beforeAll(async () => {
  database = await createTestDatabase();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await database?.drop();
});

const startApi = () =>
  startApiProcess(database, {
    OPERATOR_TOKEN: operatorToken,
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    WEBHOOK_RETRY_SCHEDULE: '200ms,200ms,200ms',
  });

const eventIds = () => new Set(receiver.received.map((entry) => String(entry.headers['webhook-id'])));

describe('webhook deliveries across a crash', () => {
  it('delivers every event recorded before kill -9, after a restart', async () => {
    const TOTAL = 60;
    const first = await startApi();
    const company = await sendRequest(first.url, 'POST', '/operator/v1/companies', {
      token: operatorToken,
      body: { name: 'Acme' },
    });
    const companyId = company.body.data.id;
    const key = await sendRequest(first.url, 'POST', `/operator/v1/companies/${companyId}/api-keys`, {
      token: operatorToken,
      body: { name: 'k', mode: 'live', scopes: ['webhooks:manage'] },
    });
    const endpoint = await sendRequest(first.url, 'POST', '/api/v1/webhooks', {
      token: key.body.data.key,
      body: { url: `${receiver.url}/hook`, events: ['logistics.*'] },
    });
    expect(endpoint.status).toBe(201);
    receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(200), 150));

    const recorded = await sendRequest(first.url, 'POST', '/__test/events', {
      body: { company_id: companyId, count: TOTAL },
    });
    expect(recorded.status).toBe(202);
    await receiver.waitFor((received) => received.length >= 8);
    await first.stop('SIGKILL');
    expect(eventIds().size).toBeLessThan(TOTAL);

    const second = await startApi();
    try {
      await receiver.waitFor(() => eventIds().size === TOTAL, 60_000);
      const verifier = new Webhook(endpoint.body.data.secret);
      for (const entry of receiver.received) {
        const headers = Object.fromEntries(Object.entries(entry.headers).map(([name, value]) => [name, String(value)]));
        expect(verifier.verify(entry.body, headers)).toMatchObject({ type: 'logistics.completed' });
      }
    } finally {
      await second.stop();
    }
  }, 120_000);
});
