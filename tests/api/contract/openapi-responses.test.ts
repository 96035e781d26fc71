import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAuditSigningKey } from '@/server/audit/signing-key';
import { seedWalkCompany, walkEveryOperation, type WalkedCall } from '@/server/cli/operation-walk';
import { createCompanyWithKey, createKey } from '../../support/fixtures';
import {
  openApiValidator,
  operationsOf,
  type OpenApiDocument,
  type OpenApiOperation,
} from '../../support/openapi-validator';
import { startReceiver, type Receiver } from '../../support/receiver';
import { startTestServer, type TestServer } from '../../support/server';

// Every answer an operation gives is in the OpenAPI document the API serves, with a body that the schema of that
// status accepts: the answers of the walk through every operation of both documents (the one that records the
// examples), and, for each operation, the errors any request can meet (no key, a key without the scope or of a
// company whose access is off, an id that names nothing, an invalid body, an Idempotency-Key used with another
// request, a body too large or not JSON, a spent rate limit) and the conflicts of its domain (each change sent again
// once the walk is over; Flow B's second action on a device). Checked with Ajv (JSON Schema 2020-12) as a client
// generator reads the document. An operation the walk does not drive fails the first test, naming it.

type DocumentName = WalkedCall['document'];
type Located = { document: DocumentName; path: string; method: string; operation: OpenApiOperation };
type Answer = { status: number; body: unknown };

const DOCUMENT_PATHS: Record<DocumentName, string> = {
  public: '/api/v1/openapi.json',
  operator: '/operator/v1/openapi.json',
};

let server: TestServer;
let receiver: Receiver;
let testKey: string;
const walkTarget = { companyId: '' };
const documents = {} as Record<DocumentName, OpenApiDocument>;
const validators = {} as Record<DocumentName, ReturnType<typeof openApiValidator>>;
const walked: WalkedCall[] = [];
/** The first call of each operation in the walk, by `document operationId`. */
const firstCall = new Map<string, WalkedCall>();

const label = (located: Located) => `${located.document} ${located.operation.operationId}`;
const allOperations = (): Located[] =>
  (Object.keys(documents) as DocumentName[]).flatMap((document) =>
    operationsOf(documents[document]).map((entry) => ({ document, ...entry })),
  );
const isSecured = (located: Located) =>
  (located.operation.security ?? documents[located.document].security ?? []).length > 0;
const hasBody = (located: Located) => located.method !== 'get';

/** Sends a request as raw as a client could: any body bytes and content type, with or without a credential. */
async function send(
  method: string,
  url: string,
  options: {
    token?: string | null;
    body?: unknown;
    raw?: string;
    contentType?: string;
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(server.url + url, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The walked URL of an operation with each path parameter replaced by a value of the same shape that names nothing. */
function withUnknownIds(located: Located, url: string): string {
  const [pathname, query] = url.split('?');
  const template = located.path.split('/');
  const segments = pathname!.split('/');
  const replaced = segments.map((segment, index) => {
    if (!/^\{.+\}$/.test(template[index] ?? '')) return segment;
    if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)) return randomUUID();
    return segment.replace(/[0-9]/g, () => String(Math.floor(Math.random() * 10)));
  });
  return replaced.join('/') + (query ? `?${query}` : '');
}

/** Runs one kind of probe over the operations it applies to; answers what was wrong with any answer. */
async function probe(
  operations: Located[],
  expected: number,
  request: (located: Located, call: WalkedCall) => Promise<Answer>,
): Promise<{ problems: string[]; probed: number }> {
  const problems: string[] = [];
  let probed = 0;
  for (const located of operations) {
    const call = firstCall.get(`${located.document} ${located.operation.operationId}`);
    if (!call) continue; // reported by the coverage test
    probed += 1;
    const answer = await request(located, call);
    const where = `${label(located)} (${located.method.toUpperCase()} ${located.path})`;
    if (answer.status !== expected)
      problems.push(`${where}: expected ${expected}, answered ${answer.status} ${JSON.stringify(answer.body)}`);
    for (const problem of validators[located.document].checkAnswer(
      located.path,
      located.method,
      answer.status,
      answer.body,
    ))
      problems.push(`${where}: ${problem}`);
  }
  return { problems, probed };
}

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer({
    env: {
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      // The probes send many requests without a credential; their own limits are probed on a server of their own.
      RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE: '100000',
      RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: '100000',
    },
    prepare: async (database) => {
      ({ companyId: walkTarget.companyId, testKey } = await seedWalkCompany(database.db));
    },
  });
  for (const name of ['public', 'operator'] as const) {
    const response = await server.request('GET', DOCUMENT_PATHS[name], { token: server.operatorToken });
    documents[name] = response.body as OpenApiDocument;
    validators[name] = openApiValidator(documents[name], name);
  }
  await walkEveryOperation(
    {
      baseUrl: server.url,
      db: server.running.database.db,
      companyId: walkTarget.companyId,
      testKey,
      operatorToken: server.operatorToken,
      receiverUrl: `${receiver.url}/loadout`,
      exportsDir: path.join(server.database.dataDir, 'exports'),
      signingKey: loadAuditSigningKey({ dataDir: server.database.dataDir }),
    },
    (call) => {
      walked.push(call);
      if (!firstCall.has(`${call.document} ${call.operationId}`))
        firstCall.set(`${call.document} ${call.operationId}`, call);
    },
  );
}, 180_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

describe('every answer of every operation is in the served OpenAPI documents', () => {
  it('drives every operation of both documents (an operation it cannot drive is named here: add it to the walk)', () => {
    const missing = allOperations()
      .filter((located) => !firstCall.has(`${located.document} ${located.operation.operationId}`))
      .map(
        (located) =>
          `${label(located)} (${located.method.toUpperCase()} ${located.path}) is in the document but no test drives it: add a call to walkEveryOperation in server/cli/operation-walk.ts`,
      );
    expect(missing).toEqual([]);
    expect(firstCall.size).toBeGreaterThan(100);
  });

  it('documents each answer of the walk (the successes), with a body its schema accepts', () => {
    const problems: string[] = [];
    for (const call of walked) {
      const located = allOperations().find(
        (entry) => entry.document === call.document && entry.operation.operationId === call.operationId,
      );
      if (!located) {
        problems.push(`${call.document} ${call.operationId}: the walk calls it, but it is not in the document`);
        continue;
      }
      for (const problem of validators[call.document].checkAnswer(
        located.path,
        located.method,
        Number(call.example.status),
        call.example.response,
      ))
        problems.push(`${label(located)} ${call.method} ${call.url}: ${problem}`);
    }
    expect(problems).toEqual([]);
    expect(walked.length).toBeGreaterThan(100);
  });

  it('documents 401 for a request without a credential', async () => {
    const { problems, probed } = await probe(allOperations().filter(isSecured), 401, (_located, call) =>
      send(call.method, call.url, { body: call.example.request }),
    );
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(100);
  });

  it('documents 403 for a key without the scope, and for a key of a company whose API access is off', async () => {
    const company = await createCompanyWithKey(server, { name: 'Probe 403', scopes: ['employees:read'] });
    const webhooksOnly = await createKey(server, company.companyId, { scopes: ['webhooks:manage'] });
    const disabled = await createCompanyWithKey(server, { name: 'Probe 403 disabled' });
    const off = await server.request('PATCH', `/operator/v1/companies/${disabled.companyId}`, {
      token: server.operatorToken,
      body: { api_access_enabled: false },
    });
    expect(off.status).toBe(200);
    const keyed = allOperations().filter((located) => located.document === 'public' && isSecured(located));
    const withScopes = keyed.filter((located) => (located.operation['x-scopes'] ?? []).length > 0);
    const scopes = await probe(withScopes, 403, (located, call) =>
      send(call.method, call.url, {
        body: call.example.request,
        token: located.operation['x-scopes']!.includes('employees:read') ? webhooksOnly.key : company.key,
      }),
    );
    const access = await probe(keyed, 403, (_located, call) =>
      send(call.method, call.url, { body: call.example.request, token: disabled.key }),
    );
    expect([...scopes.problems, ...access.problems]).toEqual([]);
    expect(scopes.probed).toBeGreaterThan(50);
    expect(access.probed).toBeGreaterThan(80);
  });

  it('documents 404 for an id in the path that names nothing', async () => {
    const { problems, probed } = await probe(
      allOperations().filter((located) => located.path.includes('{')),
      404,
      (located, call) =>
        send(call.method, withUnknownIds(located, call.url), { body: call.example.request, token: call.token }),
    );
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(60);
  });

  it('documents 400 for an invalid body or query', async () => {
    const invalid = allOperations().filter((located) => {
      const call = firstCall.get(`${located.document} ${located.operation.operationId}`);
      const hasLimit = located.operation.parameters?.some((parameter) => parameter.name === 'limit');
      return located.operation.requestBody ? call?.example.request !== undefined : hasLimit;
    });
    const { problems, probed } = await probe(invalid, 400, (located, call) => {
      if (!located.operation.requestBody) {
        const url = new URL(call.url, server.url);
        url.searchParams.set('limit', '0');
        return send(call.method, url.pathname + url.search, { token: call.token });
      }
      const body = call.example.request;
      return send(call.method, call.url, {
        token: call.token,
        body:
          Array.isArray(body) || typeof body !== 'object' ? { unknown_field: true } : { ...body, unknown_field: true },
      });
    });
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(70);
  });

  it('documents 409 on every POST for an Idempotency-Key already used with a different request', async () => {
    const idempotencyKey = randomUUID();
    const first = {
      public: await send('POST', '/api/v1/budgets/impact', {
        token: testKey,
        body: firstCall.get('public budgets.impact')!.example.request,
        headers: { 'idempotency-key': idempotencyKey },
      }),
      operator: await send('POST', '/operator/v1/companies', {
        token: server.operatorToken,
        body: { name: 'Idempotency probe' },
        headers: { 'idempotency-key': idempotencyKey },
      }),
    };
    expect([first.public.status, first.operator.status]).toEqual([200, 201]);
    const posts = allOperations().filter(
      (located) =>
        located.method === 'post' && isSecured(located) && located.operation.operationId !== 'budgets.impact',
    );
    const { problems, probed } = await probe(
      posts.filter(
        (located) => !(located.document === 'operator' && located.operation.operationId === 'companies.create'),
      ),
      409,
      (located, call) =>
        send('post', call.url, {
          token: located.document === 'public' ? testKey : server.operatorToken,
          body: call.example.request,
          headers: { 'idempotency-key': idempotencyKey },
        }),
    );
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(40);
  });

  it('documents 413 for a body over 1 MiB and 415 for a body that is not JSON', async () => {
    const large = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
    const changing = allOperations().filter(hasBody);
    // Imports take up to 20 MiB: past that they are refused the same way.
    const larger = JSON.stringify({ padding: 'x'.repeat(21 * 1024 * 1024) });
    const tooLarge = await probe(changing, 413, async (_located, call) => {
      const answer = await send(call.method, call.url, { token: call.token, raw: large });
      return answer.status === 413 ? answer : send(call.method, call.url, { token: call.token, raw: larger });
    });
    const notJson = await probe(changing, 415, (_located, call) =>
      send(call.method, call.url, { token: call.token, raw: '<quote/>', contentType: 'application/xml' }),
    );
    expect([...tooLarge.problems, ...notJson.problems]).toEqual([]);
    expect(tooLarge.probed).toBeGreaterThan(70);
  });

  it('documents the conflicts of each domain: every change sent again, and a second action on a device (Flow B)', async () => {
    const deviceAction = firstCall.get('public deviceActions.create')!;
    const again = () =>
      send('post', deviceAction.url, { token: deviceAction.token, body: deviceAction.example.request });
    const created = await again();
    const second = await again();
    expect(created.status).toBe(201);
    expect(second.status).toBe(409);
    expect((second.body as { error: { details: { active_action_id: string } } }).error.details.active_action_id).toBe(
      (created.body as { data: { id: string } }).data.id,
    );
    const problems = validators.public
      .checkAnswer('/api/v1/device-actions', 'post', second.status, second.body)
      .map((problem) => `public deviceActions.create on a device with an action in progress: ${problem}`);

    const conflicts = new Set<string>();
    for (const call of walked.filter((entry) => entry.method !== 'GET')) {
      const located = allOperations().find(
        (entry) => entry.document === call.document && entry.operation.operationId === call.operationId,
      )!;
      const answer = await send(call.method, call.url, {
        token: call.token,
        body: call.example.request,
        headers: call.headers,
      });
      if (answer.status === 409) conflicts.add(call.operationId);
      for (const problem of validators[call.document].checkAnswer(
        located.path,
        located.method,
        answer.status,
        answer.body,
      ))
        problems.push(`${label(located)} sent again (${call.method} ${call.url}): ${problem}`);
    }
    expect(problems).toEqual([]);
    // A decided item, a decided approval request and a cancelled action refuse a second decision.
    expect([...conflicts]).toEqual(
      expect.arrayContaining([
        'quotes.updateItem',
        'quotes.itemAction',
        'approvalRequests.changeDecision',
        'approvalRequests.approve',
        'deviceActions.cancel',
      ]),
    );
  });

  it('documents 429 once the budget of the client address is spent', async () => {
    // A server of its own, whose addresses may send one request a minute without a valid credential.
    const limited = await startTestServer({
      env: { RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE: '1', RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE: '1' },
    });
    try {
      const spend = (located: Located, call: WalkedCall) =>
        fetch(limited.url + call.url, {
          method: call.method,
          headers: {
            authorization: `Bearer ${located.document === 'public' ? 'lo_test_not-a-key' : 'not-a-token'}`,
            ...(call.example.request === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: call.example.request === undefined ? undefined : JSON.stringify(call.example.request),
        }).then(async (response) => {
          const text = await response.text();
          return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
        });
      const { problems, probed } = await probe(allOperations(), 429, async (located, call) => {
        const answer = await spend(located, call);
        // The first request of a minute is still within the budget: the next one is not.
        return answer.status === 429 ? answer : spend(located, call);
      });
      expect(problems).toEqual([]);
      expect(probed).toBeGreaterThan(100);
    } finally {
      await limited.close();
    }
  }, 120_000);
});
