import { Writable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_BY_CODE } from '@/server/http/errors';
import { createCompanyWithKey, createKey } from '../support/fixtures';
import { startReceiver, type Receiver } from '../support/receiver';
import { startTestServer, type TestServer } from '../support/server';
import { fromSchema, hostileString, junkValue, mutated, POLLUTION_KEYS, type JsonSchema } from './support/arbitraries';

// Fuzzing over every operation of the OpenAPI document (and the operator API): generated bodies, query strings,
// path ids and headers. Whatever arrives, the API answers without a 5xx, every error in the envelope with the
// status of its code, and every success in JSON.

/** Requests per operation; with the document's operations and the extra properties this makes > 10,000. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 260);
const OPERATOR_RUNS = Number(process.env.FUZZ_OPERATOR_RUNS ?? 60);
/** Statuses set apart from the code table: timeout, body too large, not JSON, headers too large. */
const VALIDATION_EXCEPTIONS = [408, 413, 415, 431];
/** Over the 1 MiB body limit, and under it but nested 200,000 levels deep. */
const HUGE_BODY = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
const DEEP_BODIES = [
  `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
  `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
];

type Operation = {
  method: string;
  path: string;
  definitions: Record<string, JsonSchema>;
  body?: JsonSchema;
  query: { name: string; schema: JsonSchema }[];
};
type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};

let server: TestServer;
let receiver: Receiver;
let apiOperations: Operation[] = [];
let operatorOperations: Operation[] = [];
let authorizations: fc.Arbitrary<string | undefined>;
let operatorAuthorizations: fc.Arbitrary<string | undefined>;
let ids: fc.Arbitrary<string>;
let sent = 0;
/** Responses by status, printed at the end: a fuzzer that only ever gets 400s tests little. */
const statuses = new Map<number, number>();
const failures: string[] = [];
/** The server's error lines, to explain a 500. */
const serverErrors: string[] = [];

beforeAll(async () => {
  receiver = await startReceiver();
  const log = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n'))
        if (line.includes('"level":"error"') || line.includes('"level":"fatal"')) serverErrors.push(line);
      done();
    },
  });
  server = await startTestServer({
    logTo: log,
    env: {
      RATE_LIMIT_PER_MINUTE: '10000000',
      RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE: '10000000',
      WEBHOOK_TIMEOUT: '500ms',
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    },
  });
  const operator = server.operatorToken;
  const product = await request('POST', '/operator/v1/products', operator, {
    name: 'Jabra Evolve2 65',
    brand: 'Jabra',
    model: 'Evolve2 65',
    product_type: 'Headset',
    configurations: [{ price_estimate: 279 }],
  });
  const acme = await createCompanyWithKey(server, { name: 'Acme' });
  const globex = await createCompanyWithKey(server, { name: 'Globex' });
  const acmeTest = await createKey(server, acme.companyId, { mode: 'test' });
  const readOnly = await createKey(server, acme.companyId, { scopes: ['quotes:read', 'assets:read'] });
  const revoked = await createKey(server, acme.companyId);
  await request('DELETE', `/operator/v1/api-keys/${revoked.keyId}`, operator);

  // Real objects, so that generated paths and bodies reach the handlers and not only the 404s.
  const known: string[] = [acme.companyId, globex.companyId, acme.keyId, product.id, product.configurations[0].id];
  for (const key of [acme.key, acmeTest.key]) {
    const kit = await request('POST', `/operator/v1/companies/${acme.companyId}/kits`, operator, {
      mode: key === acme.key ? 'live' : 'test',
      name: 'Kit',
      items: [{ product_id: product.id }],
    });
    const quote = await request('POST', '/api/v1/quotes', key, {
      requester_email: 'it@acme.example',
      items: [
        { product_id: product.id, recipients: [{ name: 'Ada', country: 'GB', address: '1 Main St' }] },
        {
          product_type: 'Laptop',
          specification: { brand: 'Apple', model: 'MacBook Air' },
          recipients: [{ name: 'Grace', country: 'US', address: '2 Main St' }],
        },
      ],
    });
    await request('POST', '/api/v1/devices', key, {
      serial_number: 'SN-1',
      device_type: 'Laptop',
      model: 'ThinkPad',
      country: 'GB',
    });
    const action = await request('POST', '/api/v1/device-actions', key, {
      action_type: 'Store',
      serial_number: 'SN-1',
    });
    const webhooks = [];
    for (let count = 0; count < 3; count += 1)
      webhooks.push(await request('POST', '/api/v1/webhooks', key, { url: `${receiver.url}/hook`, events: ['*'] }));
    known.push(kit.id, quote.id, action.id, ...webhooks.map((webhook) => webhook.id));
    for (const item of quote.items)
      known.push(item.id, ...item.recipients.map((recipient: { id: string }) => recipient.id));
  }
  ids = fc.constantFrom(...known);

  const bearer = (token: string) => `Bearer ${token}`;
  const malformed = fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer ' + acme.key,
    'Bearer  ' + acme.key,
    'Basic YWxhZGRpbjpvcGVuc2VzYW1l',
    'Bearer lo_live_short',
    'Bearer lo_live_' + 'a'.repeat(40),
    'Bearer lo_test_' + 'Z9'.repeat(20),
    bearer(acme.key.slice(0, -1)),
    bearer(acme.key + 'x'),
    bearer('x'.repeat(8_000)),
    'Token ' + acme.key,
  );
  authorizations = fc.oneof(
    { arbitrary: fc.constant(bearer(acme.key)), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        bearer(acmeTest.key),
        bearer(globex.key),
        bearer(readOnly.key),
        bearer(revoked.key),
        bearer(operator),
      ),
      weight: 3,
    },
    { arbitrary: fc.constant(undefined), weight: 1 },
    { arbitrary: malformed, weight: 2 },
  );
  operatorAuthorizations = fc.oneof(
    { arbitrary: fc.constant(bearer(operator)), weight: 8 },
    {
      arbitrary: fc.constantFrom(
        bearer(acme.key),
        undefined,
        'Bearer op-' + 'x'.repeat(40),
        bearer(operator.slice(0, -1)),
      ),
      weight: 1,
    },
    { arbitrary: malformed, weight: 1 },
  );

  apiOperations = operationsOf(await request('GET', '/api/v1/openapi.json'));
  operatorOperations = operationsOf(await request('GET', '/operator/v1/openapi.json', operator));
});

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: JsonSchema }[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
  components: { schemas: Record<string, JsonSchema> };
};

function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, spec]) => ({
      method: method.toUpperCase(),
      path,
      definitions: document.components.schemas,
      // The import endpoints also take CSV; JSON is what the generator produces.
      body: spec.requestBody?.content['application/json']?.schema,
      query: (spec.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map(({ name, schema }) => ({ name, schema })),
    })),
  );
}

afterAll(async () => {
  await server?.close();
  await receiver?.close();
  const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.info(`fuzz: ${sent} requests; ${histogram.join(' ')}`);
});

/** Setup calls: must succeed. */
async function request(method: string, path: string, token?: string, body?: unknown) {
  const response = await server.request(method, path, { token, body });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body?.data ?? response.body;
}

const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

const pathIds = () =>
  fc.oneof(
    { arbitrary: ids, weight: 8 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: hostileString.filter((value) => value.length > 0).map(safeEncode), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        '%ZZ',
        '%',
        '%00',
        '..',
        '.',
        '%2F..%2F',
        'a'.repeat(5_000),
        '00000000-0000-0000-0000-000000000000',
        '1',
        '-1',
        'null',
      ),
      weight: 1,
    },
  );

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 80,
});

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/vnd.api+json',
      'text/plain',
      'text/csv',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/octet-stream',
      '*/*',
      '',
      'application/json, text/plain',
      'garbage',
    ),
    weight: 2,
  },
  { arbitrary: fc.constant(undefined), weight: 1 },
);

const idempotencyKeys = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: fc.uuid(), weight: 2 },
  // A few keys reused across requests with different bodies, paths and keys.
  { arbitrary: fc.constantFrom('reused-1', 'reused-2', 'reused-3'), weight: 2 },
  { arbitrary: fc.oneof(printable, fc.constantFrom('', ' ', 'x'.repeat(300), 'x'.repeat(10_000))), weight: 2 },
);

/** The JSON text of a body: usually the value, sometimes broken JSON, pollution keys or more than 1 MiB. */
const bodyText = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: value.map((body) => JSON.stringify(body) ?? 'null'), weight: 12 },
    {
      arbitrary: fc.tuple(value, fc.constantFrom(...POLLUTION_KEYS)).map(([body, key]) => {
        const text = JSON.stringify(body) ?? 'null';
        return text.startsWith('{') ? `{${key}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${key}}`;
      }),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'nul',
        '[1,]',
        "{'a':1}",
        '{"a":1}{"b":2}',
        '\u0000',
        '{"a":"\\ud800"}',
        '{"a":1e999}',
        HUGE_BODY,
        ...DEEP_BODIES,
      ),
      weight: 1,
    },
  );

function requestFor(operation: Operation, authorization: fc.Arbitrary<string | undefined>): fc.Arbitrary<FuzzRequest> {
  const params = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const path = fc.tuple(...params.map(() => pathIds())).map((values) => {
    let index = 0;
    return operation.path.replace(/\{\w+\}/g, () => values[index++]!);
  });
  const query = fc
    .tuple(
      fc.subarray(operation.query),
      fc.array(
        fc.tuple(
          fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('limit', 'cursor', 'sort', '__proto__')),
          hostileString,
        ),
        { maxLength: 2 },
      ),
      fc.constantFrom('', '', '', '&%ZZ=1', '&limit=1&limit=2', '&a[b]=c', '&=', '&&&'),
    )
    .chain(([chosen, extra, raw]) =>
      fc
        .tuple(
          ...chosen.map((parameter) =>
            fc.oneof(
              { arbitrary: fromSchema(parameter.schema, operation.definitions, ids).map(String), weight: 3 },
              { arbitrary: hostileString, weight: 1 },
            ),
          ),
        )
        .map((values) => {
          const search = new URLSearchParams();
          chosen.forEach((parameter, index) => search.append(parameter.name, values[index]!));
          for (const [name, value] of extra) {
            try {
              search.append(name, value);
            } catch {
              // A lone surrogate cannot be encoded by URLSearchParams; the raw suffix covers broken encodings.
            }
          }
          const text = search.toString() + raw;
          return text ? `?${text}` : '';
        }),
    );
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body: fc.Arbitrary<string | undefined> = !hasBody
    ? fc.constant(undefined)
    : operation.body
      ? fc.oneof(
          { arbitrary: bodyText(mutated(fromSchema(operation.body, operation.definitions, ids))), weight: 10 },
          { arbitrary: fc.constant(undefined), weight: 1 },
        )
      : fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: bodyText(junkValue), weight: 1 });
  return fc
    .record({ path, query, body, authorization, contentType: contentTypes, idempotencyKey: idempotencyKeys })
    .map((generated) => {
      const headers: Record<string, string> = {};
      if (generated.authorization !== undefined) headers.authorization = generated.authorization;
      if (generated.body !== undefined && generated.contentType !== undefined)
        headers['content-type'] = generated.contentType;
      if (operation.method === 'POST' && generated.idempotencyKey !== undefined)
        headers['idempotency-key'] = generated.idempotencyKey;
      return { method: operation.method, path: generated.path + generated.query, headers, body: generated.body };
    });
}

/** What is wrong with a response, or null. */
function problemWith(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `status ${status}`;
  if (status === 204) return text === '' ? null : 'a 204 with a body';
  if (!contentType.includes('application/json')) return `content-type ${contentType}`;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  if (status < 300) return null;
  const error = body?.error;
  if (!error || typeof error.code !== 'string' || typeof error.message !== 'string' || !('details' in error))
    return 'no error envelope';
  if (Object.keys(body).length !== 1) return 'more than the error envelope';
  const expected = STATUS_BY_CODE[error.code as keyof typeof STATUS_BY_CODE];
  if (expected === undefined) return `unknown code ${error.code}`;
  if (status !== expected && !(error.code === 'VALIDATION_ERROR' && VALIDATION_EXCEPTIONS.includes(status)))
    return `code ${error.code} with status ${status}`;
  return null;
}

async function send(fuzz: FuzzRequest) {
  sent += 1;
  const response = await fetch(`${server.url}${fuzz.path}`, {
    method: fuzz.method,
    headers: fuzz.headers,
    body: fuzz.body,
    signal: AbortSignal.timeout(20_000),
  });
  // An accepted GET /events/stream does not end: that it opened is its answer (tests/api/events checks what it sends).
  if (response.status === 200 && response.headers.get('content-type')?.startsWith('text/event-stream')) {
    statuses.set(200, (statuses.get(200) ?? 0) + 1);
    await response.body?.cancel();
    return;
  }
  const text = await response.text();
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const problem = problemWith(response.status, response.headers.get('content-type') ?? '', text);
  if (problem) {
    const shown = {
      ...fuzz,
      body: fuzz.body && fuzz.body.length > 500 ? `${fuzz.body.slice(0, 500)}… (${fuzz.body.length} chars)` : fuzz.body,
      path: fuzz.path.slice(0, 500),
    };
    failures.push(`${fuzz.method} ${fuzz.path.slice(0, 200)}: ${problem}`);
    const requestId = response.headers.get('x-request-id');
    const logged = serverErrors.filter((line) => requestId && line.includes(requestId)).join('\n');
    throw new Error(
      `${problem}\nrequest: ${JSON.stringify(shown)}\nresponse: ${response.status} ${text.slice(0, 1_000)}\nserver log: ${logged.slice(0, 3_000)}`,
    );
  }
}

const fuzzOperation = (operation: Operation, authorization: fc.Arbitrary<string | undefined>, numRuns: number) =>
  fc.assert(
    fc.asyncProperty(requestFor(operation, authorization), (fuzz) => send(fuzz)),
    { numRuns, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined, endOnFailure: false },
  );

describe('fuzzing /api/v1', () => {
  it('runs every operation of the OpenAPI document with generated requests', { timeout: 600_000 }, async () => {
    expect(apiOperations.length).toBeGreaterThan(25);
    // Four operations at a time, so that requests overlap as they do in production.
    const queue = [...apiOperations];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let operation = queue.shift(); operation; operation = queue.shift())
          await fuzzOperation(operation, authorizations, RUNS);
      }),
    );
  });

  it('answers unknown paths and methods in the envelope', async () => {
    const unknown = fc.record({
      method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path: fc.oneof(
        fc
          .array(fc.oneof(fc.constantFrom('api', 'v1', 'quotes', 'webhooks', 'operator', 'items'), pathIds()), {
            minLength: 1,
            maxLength: 6,
          })
          .map((parts) => `/${parts.join('/')}`),
        fc.constantFrom(
          '/',
          '//',
          '/api/v1/',
          '/api/v1//quotes',
          '/api/v1/quotes/',
          '/api/v1/quotes?',
          '/%2e%2e/api/v1',
          '/api/v1/QUOTES',
          '/api/v2/quotes',
        ),
      ),
      authorization: authorizations,
    });
    await fc.assert(
      fc.asyncProperty(unknown, ({ method, path, authorization }) =>
        send({ method, path, headers: authorization ? { authorization } : {} }),
      ),
      { numRuns: RUNS },
    );
  });
});

// Last: generated operator calls may revoke the keys and disable the companies the /api/v1 fuzzing uses.
describe('fuzzing /operator/v1', () => {
  it('runs every operator operation with generated requests', { timeout: 600_000 }, async () => {
    expect(operatorOperations.length).toBeGreaterThan(20);
    const queue = [...operatorOperations];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let operation = queue.shift(); operation; operation = queue.shift())
          await fuzzOperation(operation, operatorAuthorizations, OPERATOR_RUNS);
      }),
    );
  });
});

describe('after the fuzzing', () => {
  it('sent at least 10,000 requests, and left no prototype polluted', () => {
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
