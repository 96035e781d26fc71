import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { freePorts, startEntryPoint, stopChild, waitUntilAnswering } from '../support/child-processes';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { createCompanyWithKey, type CompanyWithKey } from '../support/fixtures';
import { startOtlpReceiver, unparented, type OtlpReceiver } from '../support/otlp-receiver';
import { startReceiver, type Receiver } from '../support/receiver';
import { newOperatorToken, sendRequest } from '../support/http-client';
import type { TestServer } from '../support/server';
import { signInOverHttp } from './support/session';

// OpenTelemetry traces end to end (docs/traces.md): an API on a database of its own and a dashboard server
// (`npm run dashboard`, on the suite's build) both export to an OTLP/HTTP receiver on loopback. A quote that IT staff
// create in the browser is one trace: the dashboard's span of the browser's BFF request is its root, and the BFF's
// call to the API, the API's span, its SQL, the webhook job and the webhook's delivery all hang from it.

const QUOTE = {
  requester_email: 'it@acme.example',
  items: [
    {
      product_type: 'Laptop',
      specification: { brand: 'Apple', model: 'MacBook Air' },
      recipients: [{ name: 'Ada Lovelace', country: 'GB', address: '1 Main St, London' }],
    },
  ],
};

let otlp: OtlpReceiver;
let webhooks: Receiver;
let database: TestDatabase;
let company: CompanyWithKey;
let dashboardUrl: string;
const children: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  otlp = await startOtlpReceiver();
  webhooks = await startReceiver();
  database = await createTestDatabase();
  const [apiPort, dashboardPort] = await freePorts(2);
  const tracing = { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_SERVICE_NAME: '' };
  const operatorToken = newOperatorToken();
  children.push(
    startEntryPoint('server/main.ts', {
      ...tracing,
      PORT: String(apiPort),
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      OPERATOR_TOKEN: operatorToken,
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'error',
    }),
  );
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitUntilAnswering(`${apiUrl}/healthz`);
  const api = {
    url: apiUrl,
    operatorToken,
    request: (method, path, options) => sendRequest(apiUrl, method, path, options),
  } as TestServer;
  company = await createCompanyWithKey(api);
  const endpoint = await api.request('POST', '/api/v1/webhooks', {
    token: company.key,
    body: { url: `${webhooks.url}/hook`, events: ['quote.created'] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);

  dashboardUrl = `http://127.0.0.1:${dashboardPort}`;
  children.push(
    startEntryPoint(
      'server/dashboard-main.ts',
      {
        ...tracing,
        NODE_ENV: 'production',
        LOADOUT_API_URL: apiUrl,
        LOADOUT_API_KEY: company.key,
        LOADOUT_OPERATOR_TOKEN: operatorToken,
        NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
        NEXTAUTH_URL: dashboardUrl,
        // The suite's users, with its one password.
        DASHBOARD_USERS_FILE: process.env.E2E_USERS_FILE ?? '',
        REDIS_URL: '',
      },
      { args: ['--port', String(dashboardPort)] },
    ),
  );
  await waitUntilAnswering(`${dashboardUrl}/sign-in`, 90_000);
});

test.afterAll(async () => {
  // The dashboard first: it reads the API's event stream while it runs.
  for (const child of children.reverse()) await stopChild(child);
  await otlp?.close();
  await webhooks?.close();
  await database?.drop();
});

test('a quote created in the dashboard is one trace from the BFF request to the webhook delivery', async ({ page }) => {
  await signInOverHttp(page, 'it_staff', dashboardUrl);
  await page.goto(`${dashboardUrl}/quotes`);
  // The browser's own request to the BFF, as the quote builder sends it.
  const created = await page.evaluate(async (body) => {
    const response = await fetch('/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, QUOTE);
  expect(created.status).toBe(202);
  await webhooks.waitFor((received) => received.length > 0);

  // The trace that holds the dashboard's span of this request, once the webhook's delivery span arrived in it.
  const traceOf = () => {
    const bff = otlp.spans().find((span) => span.service === 'loadout-dashboard' && span.name === 'POST /api/quotes');
    return bff ? otlp.spans().filter((span) => span.traceId === bff.traceId) : [];
  };
  // A job's span ends after the spans of its statements and its delivery, so it may reach the receiver in a later
  // batch: the trace is complete once it holds the delivery and every span's parent but the root's.
  const rootsOfCompleteTrace = () => {
    const spans = traceOf();
    const delivered = ['POST webhook', 'job webhook.deliver'].every((name) => spans.some((span) => span.name === name));
    return delivered ? unparented(spans).map((span) => `${span.service} ${span.name}`) : 'no delivery yet';
  };
  await expect.poll(rootsOfCompleteTrace, { timeout: 30_000 }).toEqual(['loadout-dashboard POST /api/quotes']);
  const spans = traceOf();

  const [root] = unparented(spans);
  expect(unparented(spans)).toHaveLength(1);
  expect(root).toMatchObject({
    service: 'loadout-dashboard',
    name: 'POST /api/quotes',
    parentSpanId: '',
    kind: 2,
    attributes: { 'http.response.status_code': 202 },
  });
  const upstream = spans.find((span) => span.name === 'POST /api/v1/quotes' && span.service === 'loadout-dashboard')!;
  expect(upstream.kind).toBe(3);
  const request = spans.find((span) => span.name === 'POST /api/v1/quotes' && span.service === 'loadout-api')!;
  expect(request).toMatchObject({ kind: 2, parentSpanId: upstream.spanId });
  const statements = spans.filter((span) => span.attributes['db.system'] === 'postgresql');
  expect(statements.filter((span) => span.parentSpanId === request.spanId).length).toBeGreaterThan(0);
  const job = spans.find((span) => span.name === 'job webhook.deliver')!;
  expect(job.parentSpanId).toBe(request.spanId);
  const delivery = spans.find((span) => span.name === 'POST webhook')!;
  expect(delivery).toMatchObject({ parentSpanId: job.spanId, attributes: { 'http.response.status_code': 200 } });
  // Every span of every process shares the root's trace and has its parent in it.
  const ids = new Set(spans.map((span) => span.spanId));
  for (const span of spans.filter((candidate) => candidate !== root)) expect(ids).toContain(span.parentSpanId);
  expect(new Set(spans.map((span) => span.service))).toEqual(new Set(['loadout-dashboard', 'loadout-api']));
  // No id in any span's name, and no trace context sent to the subscriber.
  const names = spans.map((span) => span.name).join('\n');
  expect(names).not.toContain(created.body.data.id);
  expect(names).not.toContain(company.companyId);
  expect(names).not.toMatch(/https?:\/\/|@/);
  expect(webhooks.received[0]!.headers.traceparent).toBeUndefined();
});
