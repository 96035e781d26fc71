import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { freePorts, startEntryPoint, stopChild, waitUntilAnswering } from '../../support/child-processes';
import { createTestDatabase, POSTGRES_URL, type TestDatabase } from '../../support/database';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startOtlpReceiver, unparented, type OtlpReceiver, type ReceivedSpan } from '../../support/otlp-receiver';
import { startReceiver, type Receiver } from '../../support/receiver';
import { newOperatorToken, sendRequest, type TestServer } from '../../support/server';

// OpenTelemetry traces (docs/traces.md) of the API as `npm run api` and `npm run worker` start it, received by an
// OTLP/HTTP receiver on loopback: a quote created with a caller's traceparent (as the dashboard's BFF sends it) is
// one trace through the API's span, its SQL, the jobs it enqueued and their webhook sends, on PGlite (worker in the
// API's process) and on PostgreSQL (a separate worker). Without an OTLP endpoint nothing of OpenTelemetry loads.

const RECORD_IMPORTS = 'tests/support/record-imports.mjs';
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

type Stack = {
  api: TestServer;
  company: CompanyWithKey;
  webhooks: Receiver;
  children: ChildProcess[];
  imports: string;
  database: TestDatabase;
  directory: string;
  stop(): Promise<void>;
};

/** The API (with its worker, or beside a worker process), a company with a key and a webhook endpoint. */
async function startStack(options: {
  postgres: boolean;
  separateWorker: boolean;
  otlp: OtlpReceiver | null;
}): Promise<Stack> {
  const database = await createTestDatabase({ adminUrl: options.postgres ? POSTGRES_URL : null });
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-tracing-'));
  const imports = path.join(directory, 'imports.txt');
  const [port] = await freePorts(1);
  const operatorToken = newOperatorToken();
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    LOG_LEVEL: 'error',
    WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    LOADOUT_RECORD_IMPORTS: imports,
    // Whatever the machine's environment says, this test decides.
    OTEL_EXPORTER_OTLP_ENDPOINT: options.otlp?.url ?? '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
    OTEL_SERVICE_NAME: '',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  const children = [
    startEntryPoint(
      'server/main.ts',
      {
        ...env,
        PORT: String(port),
        OPERATOR_TOKEN: operatorToken,
        WORKER_IN_PROCESS: String(!options.separateWorker),
      },
      { imports: [RECORD_IMPORTS] },
    ),
  ];
  if (options.separateWorker) children.push(startEntryPoint('server/worker-main.ts', env));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/healthz`);
  const api = {
    url,
    operatorToken,
    request: (method, route, requestOptions) => sendRequest(url, method, route, requestOptions),
  } as TestServer;
  const company = await createCompanyWithKey(api);
  const webhooks = await startReceiver();
  const endpoint = await api.request('POST', '/api/v1/webhooks', {
    token: company.key,
    body: { url: `${webhooks.url}/hook`, events: ['quote.created'] },
  });
  expect(endpoint.status, endpoint.text).toBe(201);
  return {
    api,
    company,
    webhooks,
    children,
    imports,
    database,
    directory,
    async stop() {
      await Promise.all(children.map(stopChild));
      await webhooks.close();
      await database.drop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** The spans of `traceId` once `done` holds for them (the exporter sends every 100 ms here). */
async function traceOnce(otlp: OtlpReceiver, traceId: string, done: (spans: ReceivedSpan[]) => boolean) {
  await otlp.receiver.waitFor(() => done(otlp.spans().filter((span) => span.traceId === traceId)), 30_000);
  return otlp.spans().filter((span) => span.traceId === traceId);
}

describe.each([
  { driver: 'pglite', postgres: false, separateWorker: false, workerService: 'loadout-api' },
  { driver: 'postgres', postgres: true, separateWorker: true, workerService: 'loadout-worker' },
] as const)('traces of POST /api/v1/quotes on $driver', ({ driver, postgres, separateWorker, workerService }) => {
  let otlp: OtlpReceiver;
  let stack: Stack;

  beforeAll(async () => {
    otlp = await startOtlpReceiver();
    stack = await startStack({ postgres, separateWorker, otlp });
  }, 90_000);
  afterAll(async () => {
    await stack?.stop();
    await otlp?.close();
  });

  it('is one trace from the caller through the API, its SQL, the webhook job and its delivery', async () => {
    const traceId = randomHex(16);
    const callerSpanId = randomHex(8);
    const created = await stack.api.request('POST', '/api/v1/quotes', {
      token: stack.company.key,
      body: QUOTE,
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(created.status, created.text).toBe(202);
    await stack.webhooks.waitFor((received) => received.length > 0);

    // A job's span ends after the spans of its statements and its delivery, and may reach the receiver in a later
    // batch: the trace is complete once it holds the delivery and every span's parent but the request's.
    const spans = await traceOnce(
      otlp,
      traceId,
      (list) =>
        ['POST webhook', 'job webhook.deliver'].every((name) => list.some((span) => span.name === name)) &&
        unparented(list).length === 1,
    );
    const request = spans.find((span) => span.name === 'POST /api/v1/quotes')!;
    expect(request).toMatchObject({
      service: 'loadout-api',
      parentSpanId: callerSpanId,
      kind: 2,
      attributes: { 'http.route': '/api/v1/quotes', 'http.request.method': 'POST', 'http.response.status_code': 202 },
    });

    const statements = spans.filter((span) => span.attributes['db.system'] === 'postgresql');
    const ofRequest = statements.filter((span) => span.parentSpanId === request.spanId);
    expect(ofRequest.map((span) => span.name)).toContain('INSERT');
    expect(ofRequest.every((span) => span.attributes['loadout.db.driver'] === driver && span.kind === 3)).toBe(true);
    // The quote, its items and recipients are one statement of data-modifying CTEs (server/db/insert-rows.ts).
    const quoteInsert = ofRequest.find((span) =>
      String(span.attributes['db.statement']).includes('insert into "quotes"'),
    );
    expect(quoteInsert?.name).toBe('WITH');
    expect(String(quoteInsert?.attributes['db.statement'])).toContain('insert into "quote_recipients"');
    // The audit events' insert is sent whole with COMMIT, its values as literals; the span shows them masked.
    const auditInsert = ofRequest.find((span) =>
      String(span.attributes['db.statement']).includes('insert into "audit_events"'),
    );
    expect(String(auditInsert?.attributes['db.statement'])).toContain("jsonb_to_recordset('?'::jsonb)");
    expect(String(auditInsert?.attributes['db.statement'])).toMatch(/; commit$/);
    // The statements' text only: the values the caller sent travel as parameters or masked literals and are in no span.
    const everything = JSON.stringify(spans);
    for (const value of ['MacBook Air', 'Ada Lovelace', '1 Main St', 'it@acme.example'])
      expect(everything).not.toContain(value);

    const job = spans.find((span) => span.name === 'job webhook.deliver')!;
    expect(job).toMatchObject({ service: workerService, parentSpanId: request.spanId, kind: 5 });
    expect(job.attributes['loadout.job.type']).toBe('webhook.deliver');
    expect(statements.some((span) => span.parentSpanId === job.spanId)).toBe(true);
    const delivery = spans.find((span) => span.name === 'POST webhook')!;
    expect(delivery).toMatchObject({
      service: workerService,
      parentSpanId: job.spanId,
      kind: 3,
      attributes: { 'http.response.status_code': 200, 'loadout.event.type': 'quote.created' },
    });

    // One connected trace: every span's parent is in it, but the request's, which is the caller's.
    expect(unparented(spans).map((span) => span.name)).toEqual(['POST /api/v1/quotes']);
    // Names say what ran, never which: no quote, company or endpoint id in any of them.
    const names = spans.map((span) => span.name).join('\n');
    for (const id of [created.body.data.id, created.body.data.number, stack.company.companyId])
      expect(names).not.toContain(id);
    // The trace's ids stay Loadout's: the subscriber gets no traceparent.
    expect(stack.webhooks.received[0]!.headers.traceparent).toBeUndefined();
    expect(stack.webhooks.received[0]!.headers.tracestate).toBeUndefined();
  }, 60_000);

  it('names a request by its route pattern and starts a trace of its own without a traceparent', async () => {
    const missing = await stack.api.request('GET', '/api/v1/quotes/7d0c7a34-4b8e-4e39-9c43-1b3f4a2f0c11', {
      token: stack.company.key,
    });
    expect(missing.status).toBe(404);
    await otlp.receiver.waitFor(() => otlp.spans().some((span) => span.name === 'GET /api/v1/quotes/:id'), 30_000);
    const span = otlp.spans().find((candidate) => candidate.name === 'GET /api/v1/quotes/:id')!;
    expect(span.parentSpanId).toBe('');
    expect(span.attributes['http.response.status_code']).toBe(404);
  });

  if (!separateWorker) {
    it('loads OpenTelemetry when an endpoint is configured (the control of the test below)', () => {
      expect(fs.readFileSync(stack.imports, 'utf8').split('\n')).toContain('@opentelemetry/api');
    });
  }
});

describe('without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ postgres: false, separateWorker: false, otlp: null });
  }, 90_000);
  afterAll(() => stack?.stop());

  it('serves requests, runs jobs and delivers webhooks without loading anything of OpenTelemetry', async () => {
    const created = await stack.api.request('POST', '/api/v1/quotes', {
      token: stack.company.key,
      body: QUOTE,
      headers: { traceparent: `00-${randomHex(16)}-${randomHex(8)}-01` },
    });
    expect(created.status, created.text).toBe(202);
    await stack.webhooks.waitFor((received) => received.length > 0);
    const resolved = fs.readFileSync(stack.imports, 'utf8').split('\n');
    // The recording works: the API's own packages are in it.
    expect(resolved).toContain('fastify');
    expect(resolved.filter((specifier) => specifier.includes('opentelemetry'))).toEqual([]);
  }, 60_000);
});

describe('the OTEL_* variables', () => {
  it('are checked at start-up, each wrong one named with what is expected', () => {
    expect(() =>
      loadConfig({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318',
        OTEL_TRACES_SAMPLER: 'sometimes',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc',
      }),
    ).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT: expected an http:\/\/ or https:\/\/ URL[^\n]*\n.*OTEL_EXPORTER_OTLP_PROTOCOL: Loadout sends OTLP over HTTP as JSON[^\n]*\n.*OTEL_TRACES_SAMPLER: expected one of always_on/s,
    );
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_SAMPLER: 'always_on' }),
    ).toMatchObject({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_TRACES_SAMPLER: 'always_on' });
  });
});
