import path from 'node:path';
import { sendRefreshNotices } from '@/server/inventory/refresh-due-job';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '@/lib/contract/webhooks';
import { loadAuditSigningKey } from '@/server/audit/signing-key';
import { seedWalkCompany, walkEveryOperation } from '@/server/cli/operation-walk';
import { loadConfig } from '@/server/config';
import { createJobDeps, type JobDeps } from '@/server/job-registry';
import { JobWorker } from '@/server/jobs/worker';
import { deliverWebhookJob } from '@/server/webhooks/delivery-job';
import { createWebhookRuntime } from '@/server/webhooks/runtime';
import { companyScope } from '@/server/core/scope';
import * as offboarding from '@/server/offboarding/service';
import * as onboarding from '@/server/onboarding/service';
import { openApiValidator, type OpenApiDocument } from '../../support/openapi-validator';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// The `webhooks` section of the public OpenAPI document describes what a receiver gets: an endpoint subscribed to
// every event, on a real HTTP receiver on loopback, receives the deliveries of the walk through every operation (and
// of the steps the walk leaves out), and each delivery body must match the entry of its event type. The walk does the
// worker's other jobs by hand, so the deliveries are sent afterwards by a worker that runs only them.

let server: TestServer;
let receiver: Receiver;
let testKey: string;
let document: OpenApiDocument;
const walk = { companyId: '' };

const api = (method: string, url: string, body?: unknown) =>
  server.request(method, `/api/v1${url}`, { token: testKey, body });
const deliveries = () => receiver.received.filter((entry) => entry.path === '/every-event');
const links = { choiceUrl: (token: string) => `http://127.0.0.1:3000/choose/${token}` };

/** What an identity provider sends: a new person (answers their id), or a change of `active`. */
async function scim(token: string, method: string, url: string, body: unknown) {
  const response = await fetch(`${server.url}/scim/v2${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}
const setActive = (token: string, id: string, active: boolean) =>
  scim(token, 'PATCH', `/Users/${id}`, {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
    Operations: [{ op: 'replace', path: 'active', value: active }],
  });
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The lifecycle steps the walk leaves out: a leaver who stays, a hire who is late, then does not start, a delivery. */
async function finishLifecycles() {
  const db = server.running.database.db;
  const tenant = companyScope(walk.companyId, false);
  const token = (await api('POST', '/scim-tokens', { name: 'Lifecycle events' })).body.data.token as string;

  const open = (await api('GET', '/offboarding-cases?limit=100')).body.data.find(
    (entry: { status: string }) => entry.status !== 'completed' && entry.status !== 'cancelled',
  );
  await setActive(token, open.employee.id, true);
  await offboarding.onEmployeeChanged(db, tenant, open.employee.id);

  const hire = await scim(token, 'POST', '/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: 'late.hire@acme.example',
    name: { givenName: 'Lou', familyName: 'Late' },
    emails: [{ value: 'late.hire@acme.example', type: 'work', primary: true }],
    addresses: [{ type: 'work', formatted: 'Torstraße 1, 10119 Berlin, Germany', country: 'DE', primary: true }],
    active: true,
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Engineering' },
    'urn:loadout:params:scim:schemas:extension:lifecycle:2.0:User': { startDate: dayFromToday(10) },
  });
  await onboarding.onEmployeeChanged(db, tenant, hire.id, links);
  const lateCase = (await api('GET', `/onboarding-cases?employee_id=${hire.id}`)).body.data[0];
  // The start date passes without delivery (as the onboarding tests move it), then the late check falls due.
  await db.execute(sql`update onboarding_cases set start_date = ${dayFromToday(-1)} where id = ${lateCase.id}`);
  await onboarding.runStep(db, tenant, lateCase.id, 'late', links);
  await setActive(token, hire.id, false);
  await onboarding.onEmployeeChanged(db, tenant, hire.id, links);

  // The walk's hire: their quote priced, accepted and delivered; then what the quote.delivered job does.
  const submitted = (await api('GET', '/onboarding-cases?limit=100')).body.data.find(
    (entry: { status: string }) => entry.status === 'submitted',
  );
  const quote = (await api('GET', `/quotes/${submitted.quote_id}`)).body.data;
  const prices = Object.fromEntries(quote.items.map((item: { id: string }) => [item.id, 1000]));
  expect((await api('POST', `/test-helpers/quotes/${quote.id}/price`, { prices })).status).toBe(200);
  for (const item of quote.items)
    expect((await api('POST', `/quotes/${quote.id}/items/${item.id}/action`, { action: 'accept' })).status).toBe(200);
  const accepted = (await api('GET', `/quotes/${quote.id}`)).body.data;
  for (const item of accepted.items)
    for (const recipient of item.recipients)
      expect(
        (await api('POST', `/test-helpers/quotes/${quote.id}/recipients/${recipient.id}/delivered`, {})).status,
      ).toBe(200);
  await onboarding.onQuoteDelivered(db, tenant, quote.id);
}
const typesDelivered = () => new Set(deliveries().map((entry) => (entry.json as { type: string }).type));

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    prepare: async (database) => {
      ({ companyId: walk.companyId, testKey } = await seedWalkCompany(database.db));
    },
  });
  document = (await server.request('GET', '/api/v1/openapi.json')).body as OpenApiDocument;
  const endpoint = await api('POST', '/webhooks', { url: `${receiver.url}/every-event`, events: ['*'] });
  expect(endpoint.status).toBe(201);
  await walkEveryOperation(
    {
      baseUrl: server.url,
      db: server.running.database.db,
      companyId: walk.companyId,
      testKey,
      operatorToken: server.operatorToken,
      receiverUrl: `${receiver.url}/walk`,
      exportsDir: path.join(server.database.dataDir, 'exports'),
      signingKey: loadAuditSigningKey({ dataDir: server.database.dataDir }),
    },
    () => undefined,
  );
  expect((await api('POST', `/webhooks/${endpoint.body.data.id}/test`)).status).toBe(200);
  await finishLifecycles();
  // The daily check: the walk imported a phone past its two years.
  expect(await sendRefreshNotices(server.running.database.db)).toBeGreaterThan(0);
  const config = loadConfig({
    DATA_DIR: server.database.dataDir,
    ...(server.database.url ? { DATABASE_URL: server.database.url } : {}),
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
  });
  const db = server.running.database.db;
  const worker = new JobWorker<JobDeps>(
    server.running.database,
    [deliverWebhookJob] as never,
    createJobDeps(config, db, createWebhookRuntime(config)),
    pino({ level: 'silent' }),
    { concurrency: 4, pollIntervalMs: 50 },
  );
  await worker.start();
  try {
    await receiver
      .waitFor(() => EVENT_TYPES.every((type) => typesDelivered().has(type)), 20_000)
      .catch(() => undefined);
  } finally {
    await worker.stop();
  }
}, 240_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('the webhooks of the OpenAPI document', () => {
  it('has one entry per event type, whose body is the delivery of that event', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('describes every real delivery of every event type', () => {
    const validator = openApiValidator(document, 'public');
    const missing = EVENT_TYPES.filter((type) => !typesDelivered().has(type));
    expect(missing, 'event types that no step of the test caused').toEqual([]);
    const problems = deliveries().flatMap((entry) => {
      const body = entry.json as { type: string };
      const header = entry.headers['x-loadout-event'];
      return [
        ...(header === body.type ? [] : [`X-Loadout-Event ${String(header)} for a ${body.type} body`]),
        ...validator.checkDelivery(body.type, body),
      ];
    });
    expect(problems).toEqual([]);
    expect(deliveries().length).toBeGreaterThan(EVENT_TYPES.length);
  });
});
