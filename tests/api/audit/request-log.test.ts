import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBase62 } from '@/server/access/credentials';
import { queryRows } from '@/server/db/client';
import { RequestLogRecorder } from '@/server/request-log/recorder';
import { createCompanyWithKey, createKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestResponse, type TestServer } from '../../support/server';
import { until } from '../../support/time';

// The request log over HTTP: requests made with a company's keys are written (in batches, a moment after the
// response) with their redacted bodies, read back per company and mode with filters and cursors, and pruned after
// 30 days by a job on the queue's due times, which the tests move instead of waiting.

let server: TestServer;
let acme: CompanyWithKey;
let acmeTest: { key: string; keyId: string };
let globex: CompanyWithKey;

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.running.database.db, query);

/** The stored entries as rows (`l`), with the batch (`batch_id`) that holds each (columns: StoredEntries of the repo). */
const ENTRIES = sql.raw(`(
  select b.id as batch_id, b.company_id, b.api_key_id, e.request_id, e.path,
    b.body_hashes::jsonb ->> e.response_body::int as response_body_hash,
    (extract(epoch from b.first_at) * 1000)::bigint + e.at::bigint as created_at
  from api_request_log_batches b cross join lateral rows from (
    jsonb_array_elements_text(b.entries::jsonb -> 'request_id'),
    jsonb_array_elements_text(b.entries::jsonb -> 'path'),
    jsonb_array_elements_text(b.entries::jsonb -> 'response_body'),
    jsonb_array_elements_text(b.entries::jsonb -> 'at')
  ) as e(request_id, path, response_body, at)
) as l`);

/** The entry of the request that answered `response`, once the recorder wrote it. */
async function entryOf(response: TestResponse, key = acme.key) {
  const requestId = response.headers.get('x-request-id')!;
  const found = await until(
    () => server.request('GET', `/api/v1/request-logs/${requestId}`, { token: key }),
    (answer) => answer.status === 200,
    `the request log entry of ${requestId}`,
  );
  return found.body.data;
}

beforeAll(async () => {
  server = await startTestServer({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WORKER_IN_PROCESS: 'true' } });
  acme = await createCompanyWithKey(server, { name: 'Acme' });
  acmeTest = await createKey(server, acme.companyId, { mode: 'test' });
  globex = await createCompanyWithKey(server, { name: 'Globex' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('recording', () => {
  it('records a failed request with its status, error code, route, key, idempotency key and bodies', async () => {
    const failed = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      body: { requester_email: 'it@acme.example', items: [] },
      headers: { 'idempotency-key': 'reqlog-failed-1' },
    });
    expect(failed.status).toBe(400);
    const entry = await entryOf(failed);
    expect(entry).toMatchObject({
      request_id: failed.headers.get('x-request-id'),
      api_key_id: acme.keyId,
      method: 'POST',
      path: '/api/v1/quotes',
      route: '/api/v1/quotes',
      status: 400,
      error_code: 'VALIDATION_ERROR',
      idempotency_key: 'reqlog-failed-1',
      livemode: true,
    });
    expect(entry.duration_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.parse(entry.request_body)).toEqual({ requester_email: '[REDACTED]', items: [] });
    expect(JSON.parse(entry.response_body)).toEqual(failed.body);
  });

  it('records unknown routes (no route pattern), missing scopes and successes', async () => {
    const unknown = await server.request('GET', '/api/v1/nothing-here', { token: acme.key });
    expect(unknown.status).toBe(404);
    expect(await entryOf(unknown)).toMatchObject({ status: 404, error_code: 'NOT_FOUND', route: null });

    const narrow = await createKey(server, acme.companyId, { scopes: ['assets:read'] });
    const forbidden = await server.request('GET', '/api/v1/quotes', { token: narrow.key });
    expect(forbidden.status).toBe(403);
    expect(await entryOf(forbidden)).toMatchObject({ status: 403, error_code: 'FORBIDDEN', api_key_id: narrow.keyId });

    const listed = await server.request('GET', '/api/v1/quotes?limit=1', { token: acme.key });
    expect(listed.status).toBe(200);
    const entry = await entryOf(listed);
    expect(entry).toMatchObject({ status: 200, error_code: null, request_body: null, path: '/api/v1/quotes?limit=1' });
    expect(JSON.parse(entry.response_body)).toEqual(listed.body);
  });

  it('keeps the request id a client sent', async () => {
    const sent = await server.request('GET', '/api/v1/quotes', {
      token: acme.key,
      headers: { 'x-request-id': 'client-chosen-id-42' },
    });
    expect((await entryOf(sent)).request_id).toBe('client-chosen-id-42');
  });

  it('records nothing for requests without a valid key, nor for reads of the request log', async () => {
    const anonymous = await server.request('GET', '/api/v1/quotes', { token: 'lo_live_notakeyatallnotakeyatall12345' });
    expect(anonymous.status).toBe(401);
    const read = await server.request('GET', '/api/v1/request-logs?limit=1', { token: acme.key });
    const marker = await server.request('GET', '/api/v1/quotes?limit=2', { token: acme.key });
    await entryOf(marker);
    for (const response of [anonymous, read]) {
      const requestId = response.headers.get('x-request-id')!;
      expect(await rows(sql`select request_id from ${ENTRIES} where request_id = ${requestId}`)).toEqual([]);
    }
  });

  it('records every one of many concurrent requests, written in batches', async () => {
    const burst = await createKey(server, acme.companyId, { rateLimitPerMinute: 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        server.request('GET', `/api/v1/quotes?limit=1&n=${index}`, { token: burst.key }),
      ),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    await until(
      () =>
        rows<{ count: number }>(sql`select count(*)::int as count from ${ENTRIES} where api_key_id = ${burst.keyId}`),
      (found) => found[0]!.count === 300,
      'all 300 requests in the log',
    );
    const ids = new Set(responses.map((response) => response.headers.get('x-request-id')));
    const logged = await rows<{ request_id: string }>(
      sql`select request_id from ${ENTRIES} where api_key_id = ${burst.keyId}`,
    );
    expect(new Set(logged.map((row) => row.request_id))).toEqual(ids);
    // A batch is one row: far fewer rows than requests.
    const [writes] = await rows<{ count: number }>(
      sql`select count(distinct batch_id)::int as count from ${ENTRIES} where api_key_id = ${burst.keyId}`,
    );
    expect(writes!.count).toBeLessThan(100);
    // The 300 answers were one text: stored once, named by every entry.
    const bodies = await rows<{ hash: string; entries: number; stored: number }>(
      sql`select response_body_hash as hash, count(*)::int as entries,
        (select count(*)::int from api_request_log_bodies b where b.company_id = ${acme.companyId} and b.hash = response_body_hash) as stored
        from ${ENTRIES} where api_key_id = ${burst.keyId} group by response_body_hash`,
    );
    expect(bodies).toEqual([{ hash: expect.stringMatching(/^[0-9a-f]{64}$/), entries: 300, stored: 1 }]);
  });

  it('stores a body once per company: the same text read by two companies is two rows, each read back whole', async () => {
    const [acmeRead, globexRead] = [
      await server.request('GET', '/api/v1/kits?same=1', { token: acme.key }),
      await server.request('GET', '/api/v1/kits?same=1', { token: globex.key }),
    ];
    expect(acmeRead.text).toBe(globexRead.text);
    const acmeEntry = await entryOf(acmeRead);
    const globexEntry = await entryOf(globexRead, globex.key);
    expect(acmeEntry.response_body).toBe(acmeRead.text);
    expect(globexEntry.response_body).toBe(globexRead.text);
    const stored = await rows<{ company_id: string }>(
      sql`select b.company_id from api_request_log_bodies b
        join ${ENTRIES} on l.company_id = b.company_id and l.response_body_hash = b.hash
        where l.request_id in (${acmeEntry.request_id}, ${globexEntry.request_id})`,
    );
    expect(stored.map((row) => row.company_id).sort()).toEqual([acme.companyId, globex.companyId].sort());
  });

  it('keeps its buffer within bounds when writes fall behind: the oldest entries go, counted in a warning', async () => {
    const warnings: { dropped?: number; msg: string }[] = [];
    const log = pino(
      { level: 'warn' },
      { write: (line: string) => void warnings.push(JSON.parse(line) as { dropped?: number; msg: string }) },
    );
    const app = Fastify({ loggerInstance: log as FastifyBaseLogger });
    // No write until the app closes; room for 5 entries.
    const recorder = new RequestLogRecorder(server.running.database.db, app.log, {
      flushDelayMs: 3_600_000,
      maxBatch: 1_000,
      maxEntries: 5,
    });
    app.addHook('onRequest', async (request) => {
      request.principal = { kind: 'api_key', id: acme.keyId, companyId: acme.companyId, livemode: true } as never;
    });
    recorder.attach(app);
    app.get('/api/v1/bounded/:n', async () => ({ data: 'ok' }));
    app.addHook('onClose', () => recorder.close());
    for (let n = 0; n < 12; n += 1) expect((await app.inject(`/api/v1/bounded/${n}`)).statusCode).toBe(200);
    expect(await rows(sql`select request_id from ${ENTRIES} where path like '/api/v1/bounded/%'`)).toEqual([]);
    await app.close();
    const kept = await rows<{ path: string }>(
      sql`select path from ${ENTRIES} where path like '/api/v1/bounded/%' order by created_at, path`,
    );
    expect(new Set(kept.map((row) => row.path))).toEqual(new Set([7, 8, 9, 10, 11].map((n) => `/api/v1/bounded/${n}`)));
    expect(warnings.filter((line) => line.dropped !== undefined)).toEqual([
      expect.objectContaining({ dropped: 7, msg: expect.stringContaining('dropped the oldest entries') }),
    ]);
  });
});

describe('redaction', () => {
  it('keeps no secret of a webhook endpoint, nor the personal fields of a quote', async () => {
    const endpoint = await server.request('POST', '/api/v1/webhooks', {
      token: acme.key,
      body: { url: 'http://127.0.0.1:9/loadout', events: ['*'] },
    });
    expect(endpoint.status).toBe(201);
    const secret = endpoint.body.data.secret as string;
    expect(secret).toMatch(/^whsec_/);
    const endpointEntry = await entryOf(endpoint);
    expect(endpointEntry.response_body).not.toContain(secret);
    expect(JSON.parse(endpointEntry.response_body).data.secret).toBe('[REDACTED]');
    expect(JSON.parse(endpointEntry.response_body).data.url).toBe('http://127.0.0.1:9/loadout');

    const personal = {
      name: 'Ada Lovelace',
      email: 'ada.lovelace@acme.example',
      address: '12 Analytical Row, London',
      phone_number: '+44 20 7946 0958',
    };
    const quote = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      body: {
        requester_email: 'grace.hopper@acme.example',
        requester_name: 'Grace Hopper',
        notification_emails: ['finance.desk@acme.example'],
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air' },
            comments: 'Call lo_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA or mail ada.lovelace@acme.example first',
            recipients: [{ ...personal, country: 'GB' }],
          },
        ],
      },
    });
    expect(quote.status).toBe(202);
    const entry = await entryOf(quote);
    for (const text of [entry.request_body, entry.response_body]) {
      for (const value of [
        ...Object.values(personal),
        'grace.hopper@acme.example',
        'Grace Hopper',
        'finance.desk@acme.example',
        'lo_live_AAAA',
      ])
        expect(text).not.toContain(value);
    }
    const request = JSON.parse(entry.request_body);
    expect(request.items[0].recipients[0]).toEqual({
      name: '[REDACTED]',
      email: '[REDACTED]',
      address: '[REDACTED]',
      phone_number: '[REDACTED]',
      country: 'GB',
    });
    expect(request.items[0].specification).toEqual({ brand: 'Apple', model: 'MacBook Air' });
    expect(JSON.parse(entry.response_body).data.id).toBe(quote.body.data.id);
  });

  it('redacts searches and credentials in the query string', async () => {
    const searched = await server.request(
      'GET',
      '/api/v1/employees?search=Ada%20Lovelace&email=ada%40acme.example&access_token=abc123&limit=5',
      { token: acme.key },
    );
    expect((await entryOf(searched)).path).toBe(
      '/api/v1/employees?search=[REDACTED]&email=[REDACTED]&access_token=[REDACTED]&limit=5',
    );
  });

  it('redacts every credential shape Loadout issues, in bodies, query strings and paths', async () => {
    const scim = `lo_scim_live_${randomBase62()}`;
    const scimTest = `lo_scim_test_${randomBase62()}`;
    const operator = `lo_op_${randomBase62()}`;
    const webhook = `whsec_${randomBytes(32).toString('base64')}`;
    const choiceToken = randomBytes(32).toString('base64url');
    const quote = await server.request('POST', `/api/v1/quotes?ref=${scim}`, {
      token: acme.key,
      body: {
        requester_email: 'it@acme.example',
        po_number: scimTest,
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air' },
            comments: `SCIM ${scim}, operator ${operator}, hook ${webhook}, link https://dash.example/choose/${choiceToken}`,
            recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
          },
        ],
      },
    });
    expect(quote.status).toBe(202);
    const entry = await entryOf(quote);
    expect(entry.path).toBe('/api/v1/quotes?ref=[REDACTED]');
    expect(JSON.parse(entry.request_body).items[0].comments).toBe(
      'SCIM [REDACTED], operator [REDACTED], hook [REDACTED], link https://dash.example/choose/[REDACTED]',
    );
    for (const text of [entry.path, entry.request_body, entry.response_body])
      for (const secret of [scim, scimTest, operator, webhook.slice(6, 30), choiceToken])
        expect(text).not.toContain(secret);

    const unknown = await server.request('GET', `/api/v1/onboarding-choices/${choiceToken}/picks`, { token: acme.key });
    expect(unknown.status).toBe(404);
    const unknownEntry = await entryOf(unknown);
    expect(unknownEntry.path).toBe('/api/v1/onboarding-choices/[REDACTED]/picks');
    expect(unknownEntry.response_body).not.toContain(choiceToken);
  });

  it('cuts a body over 64 KiB and marks it', async () => {
    const long = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      body: {
        requester_email: 'it@acme.example',
        items: [
          {
            product_type: 'Laptop',
            specification: { brand: 'Apple', model: 'MacBook Air' },
            comments: 'x'.repeat(100_000),
            recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }],
          },
        ],
      },
    });
    const entry = await entryOf(long);
    expect(entry.request_body.length).toBe(64 * 1024 + '…[truncated]'.length);
    expect(entry.request_body.endsWith('…[truncated]')).toBe(true);
  });
});

describe('GET /api/v1/request-logs', () => {
  it("shows a company only its own requests, in the key's mode", async () => {
    const live = await server.request('GET', '/api/v1/quotes?limit=3', { token: acme.key });
    const sandbox = await server.request('GET', '/api/v1/quotes?limit=3', { token: acmeTest.key });
    const liveEntry = await entryOf(live);
    const sandboxEntry = await entryOf(sandbox, acmeTest.key);
    expect(sandboxEntry.livemode).toBe(false);

    for (const [entry, response, intruders] of [
      [liveEntry, live, [globex.key, acmeTest.key]],
      [sandboxEntry, sandbox, [globex.key, acme.key]],
    ] as const) {
      const requestId = response.headers.get('x-request-id')!;
      for (const intruder of intruders) {
        expect((await server.request('GET', `/api/v1/request-logs/${entry.id}`, { token: intruder })).status).toBe(404);
        expect((await server.request('GET', `/api/v1/request-logs/${requestId}`, { token: intruder })).status).toBe(
          404,
        );
        const listed = await server.request('GET', `/api/v1/request-logs?request_id=${requestId}`, { token: intruder });
        expect(listed.body.data).toEqual([]);
      }
    }
    const globexList = await server.request('GET', '/api/v1/request-logs?limit=100', { token: globex.key });
    expect(globexList.body.data.every((entry: { api_key_id: string }) => entry.api_key_id === globex.keyId)).toBe(true);
  });

  it('filters by key, status (exact or class), method, path prefix, request id and time, newest first', async () => {
    const filtered = await createKey(server, acme.companyId);
    const call = (method: string, path: string, body?: unknown) =>
      server.request(method, path, { token: filtered.key, body });
    const ok = await call('GET', '/api/v1/quotes?limit=1');
    const invalid = await call('POST', '/api/v1/quotes', { items: [] });
    const missing = await call('GET', '/api/v1/quotes/00000000-0000-4000-8000-000000000000');
    const kits = await call('GET', '/api/v1/kits');
    await entryOf(kits);
    await entryOf(missing);
    await entryOf(invalid);
    await entryOf(ok);
    const idOf = (response: TestResponse) => response.headers.get('x-request-id');
    const list = async (query: string) => {
      const response = await server.request('GET', `/api/v1/request-logs?api_key_id=${filtered.keyId}&${query}`, {
        token: acme.key,
      });
      expect(response.status, response.text).toBe(200);
      return response.body.data.map((entry: { request_id: string }) => entry.request_id);
    };
    expect(await list('')).toEqual([kits, missing, invalid, ok].map(idOf));
    expect(await list('status=4xx')).toEqual([missing, invalid].map(idOf));
    expect(await list('status=404')).toEqual([idOf(missing)]);
    expect(await list('status=2XX')).toEqual([kits, ok].map(idOf));
    expect(await list('method=post')).toEqual([idOf(invalid)]);
    expect(await list('path=/api/v1/quotes')).toEqual([missing, invalid, ok].map(idOf));
    expect(await list('path=/api/v1/kit')).toEqual([idOf(kits)]);
    expect(await list('path=/api/v1/q%25')).toEqual([]);
    expect(await list(`request_id=${idOf(invalid)}`)).toEqual([idOf(invalid)]);
    expect(await list('created_after=2999-01-01T00:00:00Z')).toEqual([]);
    expect(await list('created_before=2000-01-01T00:00:00Z')).toEqual([]);
    expect(await list(`created_after=${new Date(Date.now() - 60_000).toISOString()}`)).toHaveLength(4);

    const bad = await server.request('GET', '/api/v1/request-logs?status=4x', { token: acme.key });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe('status');
  });

  it('pages with cursors, without gaps or repeats', async () => {
    const paged = await createKey(server, acme.companyId);
    const sent = [];
    for (let index = 0; index < 7; index += 1) {
      sent.push(await server.request('GET', `/api/v1/kits?n=${index}`, { token: paged.key }));
      // Entries are stamped to the millisecond and ties go by id: a new millisecond keeps the order the one sent.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    await entryOf(sent.at(-1)!);
    await entryOf(sent[0]!);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: TestResponse = await server.request(
        'GET',
        `/api/v1/request-logs?api_key_id=${paged.keyId}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { token: acme.key },
      );
      expect(page.status, page.text).toBe(200);
      seen.push(...page.body.data.map((entry: { request_id: string }) => entry.request_id));
      cursor = page.body.meta.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(sent.map((response) => response.headers.get('x-request-id')).reverse());
  });
});

describe('bodies and the scopes of their route', () => {
  it('shows bodies only to a key that holds the scope of the route that produced them, and says which it lacks', async () => {
    const employees = await server.request('GET', '/api/v1/employees?limit=1', { token: acme.key });
    const audit = await server.request('GET', '/api/v1/audit-events?limit=1', { token: acme.key });
    const webhooks = await server.request('GET', '/api/v1/webhooks', { token: acme.key });
    const products = await server.request('GET', '/api/v1/products?limit=1', { token: acme.key });
    const responses = { employees, audit, webhooks, products };
    for (const response of Object.values(responses)) expect(response.status).toBe(200);
    for (const response of Object.values(responses)) await entryOf(response);

    const logsOnly = await createKey(server, acme.companyId, { scopes: ['request_logs:read'] });
    const withEmployees = await createKey(server, acme.companyId, {
      scopes: ['request_logs:read', 'employees:read', 'webhooks:manage'],
    });
    const read = async (response: TestResponse, key: string) =>
      (await server.request('GET', `/api/v1/request-logs/${response.headers.get('x-request-id')}`, { token: key })).body
        .data;

    for (const [name, scope] of [
      ['employees', 'employees:read'],
      ['audit', 'audit:read'],
      ['webhooks', 'webhooks:manage'],
    ] as const) {
      const hidden = await read(responses[name], logsOnly.key);
      expect(hidden, name).toMatchObject({
        status: 200,
        path: expect.stringMatching(/^\/api\/v1\//),
        route: expect.stringMatching(/^\/api\/v1\//),
        request_body: null,
        response_body: null,
        bodies_hidden: `requires scope ${scope}`,
      });
    }
    const shown = await read(employees, withEmployees.key);
    expect(shown.bodies_hidden).toBeNull();
    expect(JSON.parse(shown.response_body).data).toHaveLength(employees.body.data.length);
    expect((await read(webhooks, withEmployees.key)).bodies_hidden).toBeNull();
    expect((await read(audit, withEmployees.key)).bodies_hidden).toBe('requires scope audit:read');

    // A route that needs no scope (products) shows its bodies to any key that may read the log.
    const open = await read(products, logsOnly.key);
    expect(open.bodies_hidden).toBeNull();
    expect(JSON.parse(open.response_body).data).toHaveLength(products.body.data.length);

    // The list applies the same rule.
    const listed = await server.request('GET', '/api/v1/request-logs?path=/api/v1/employees&limit=100', {
      token: logsOnly.key,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.length).toBeGreaterThan(0);
    for (const entry of listed.body.data)
      expect(entry).toMatchObject({
        request_body: null,
        response_body: null,
        bodies_hidden: 'requires scope employees:read',
      });
  });
});

describe('retention', () => {
  it('deletes entries older than 30 days when the prune job is due, and schedules the next run a day later', async () => {
    const old = await server.request('GET', '/api/v1/kits?age=old', { token: acme.key });
    // A 404 names its request id, so its body is this entry's alone.
    const oldMiss = await server.request('GET', `/api/v1/quotes/${randomUUID()}`, { token: acme.key });
    expect(oldMiss.status).toBe(404);
    const oldEntry = await entryOf(old);
    const oldMissEntry = await entryOf(oldMiss);
    // Written after the old ones: a batch of its own.
    const recent = await server.request('GET', '/api/v1/kits?age=recent', { token: acme.key });
    const recentEntry = await entryOf(recent);
    /** Moves the batch holding the entry `days` into the past, its entries' times with it (they count from first_at). */
    const age = (entry: { request_id: string }, days: number) =>
      rows(sql`update api_request_log_batches b
        set first_at = first_at - make_interval(days => ${days}), last_at = last_at - make_interval(days => ${days})
        where b.id = (select batch_id from ${ENTRIES} where request_id = ${entry.request_id})`);
    const batchOf = async (entry: { request_id: string }) =>
      (await rows<{ batch_id: number }>(sql`select batch_id from ${ENTRIES} where request_id = ${entry.request_id}`))[0]
        ?.batch_id;
    const oldBatch = await batchOf(oldEntry);
    expect(await batchOf(oldMissEntry)).toBe(oldBatch);
    expect(await batchOf(recentEntry)).not.toBe(oldBatch);
    await age(oldEntry, 31);
    await age(recentEntry, 29);
    // The bodies as they would stand had those requests been made then: the kits list seen last 29 days ago, the
    // 404 31 days ago.
    const hashOf = async (entry: { request_id: string }) =>
      (
        await rows<{ hash: string }>(
          sql`select response_body_hash as hash from ${ENTRIES} where request_id = ${entry.request_id}`,
        )
      )[0]!.hash;
    const kitsHash = await hashOf(recentEntry);
    const missHash = await hashOf(oldMissEntry);
    expect(await hashOf(oldEntry)).toBe(kitsHash);
    await rows(
      sql`update api_request_log_bodies set last_seen_at = now() - interval '29 days' where company_id = ${acme.companyId} and hash = ${kitsHash}`,
    );
    await rows(
      sql`update api_request_log_bodies set last_seen_at = now() - interval '31 days' where company_id = ${acme.companyId} and hash = ${missHash}`,
    );

    const [queued] = await rows<{ id: string }>(
      sql`select id from jobs where type = 'request_log.prune' and status = 'queued'`,
    );
    expect(queued).toBeDefined();
    // The due time comes: the worker runs the prune.
    await rows(sql`update jobs set run_at = now() where id = ${queued!.id}`);
    await until(
      () => rows<{ status: string }>(sql`select status from jobs where id = ${queued!.id}`),
      (found) => found[0]?.status === 'succeeded',
      'the prune job',
    );
    expect(await batchOf(oldEntry)).toBeUndefined();
    expect(await batchOf(recentEntry)).toBeDefined();
    const listed = (entry: { request_id: string }) =>
      server.request('GET', `/api/v1/request-logs?request_id=${entry.request_id}`, { token: acme.key });
    expect((await listed(oldEntry)).body.data).toEqual([]);
    // The 404's body went with its entry; the kits list stays, since the recent entry still names it.
    expect(await rows(sql`select hash from api_request_log_bodies where hash = ${missHash}`)).toEqual([]);
    const [kept] = (await listed(recentEntry)).body.data;
    expect(kept.response_body).toBe(recent.text);
    // Its time moved with its batch: 29 days ago.
    expect((Date.now() - Date.parse(kept.created_at)) / 86_400_000).toBeCloseTo(29, 2);

    const next = await rows<{ run_at: Date | string }>(
      sql`select run_at from jobs where type = 'request_log.prune' and status = 'queued'`,
    );
    expect(next).toHaveLength(1);
    const inHours = (new Date(next[0]!.run_at).getTime() - Date.now()) / 3_600_000;
    expect(inHours).toBeGreaterThan(23);
    expect(inHours).toBeLessThanOrEqual(24);
  });
});

describe('REQUEST_LOG=false', () => {
  it('records nothing', async () => {
    const quiet = await startTestServer({ env: { REQUEST_LOG: 'false' } });
    try {
      const company = await createCompanyWithKey(quiet, { name: 'Quiet' });
      const answered = await quiet.request('GET', '/api/v1/kits', { token: company.key });
      expect(answered.status).toBe(200);
      await quiet.running.app!.close();
      const written = await queryRows<{ count: number }>(
        quiet.running.database.db,
        sql`select count(*)::int as count from api_request_log_batches`,
      );
      expect(written[0]!.count).toBe(0);
    } finally {
      await quiet.close();
    }
  });
});
