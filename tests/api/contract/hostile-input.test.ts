import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { startTestServer, type TestServer, type TestResponse } from '../../support/server';

// Regressions found by the fuzzer (tests/reliability/fuzz.test.ts): inputs that used to answer 500 or leave
// outside the error envelope.

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer();
  acme = await createCompanyWithKey(server);
});
afterAll(() => server?.close());

const quote = (specification: Record<string, string>, name = 'Ada') => ({
  requester_email: 'it@acme.example',
  items: [
    { product_type: 'Laptop', specification, recipients: [{ name, country: 'GB', address: '1 Main St, London' }] },
  ],
});

function expectEnvelope(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(Object.keys(response.body)).toEqual(['error']);
  expect(Object.keys(response.body.error).sort()).toEqual(['code', 'details', 'message']);
  expect(response.body.error).toMatchObject({ code, message: expect.any(String) });
}

/** Writes raw bytes, for requests that fetch refuses to send. */
function rawRequest(text: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('text PostgreSQL cannot store', () => {
  it('400 for a lone surrogate in a JSON string or key (it used to fail the jsonb insert with a 500)', async () => {
    for (const body of [
      quote({ brand: '\ud800', model: 'Air' }),
      quote({ '\udc00': 'x', brand: 'Apple', model: 'Air' }),
    ]) {
      const response = await server.request('POST', '/api/v1/quotes', { token: acme.key, body });
      expectEnvelope(response, 400, 'VALIDATION_ERROR');
      expect(response.body.error.details[0].path).toMatch(/^items\[0\]\.specification\./);
    }
  });

  it('400 for a NUL character in the body, the query or an operator import', async () => {
    const inBody = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      body: quote({ brand: 'Apple', model: 'Air' }, 'A\u0000da'),
    });
    expectEnvelope(inBody, 400, 'VALIDATION_ERROR');
    expect(inBody.body.error.details[0].path).toBe('items[0].recipients[0].name');

    const inQuery = await server.request('GET', '/api/v1/products?brand=%00', { token: acme.key });
    expectEnvelope(inQuery, 400, 'VALIDATION_ERROR');
    expect(inQuery.body.error.details[0].path).toBe('brand');

    const operatorQuery = await server.request('GET', '/operator/v1/products?screen_size=a%00b', {
      token: server.operatorToken,
    });
    expectEnvelope(operatorQuery, 400, 'VALIDATION_ERROR');

    const csv = await server.request('POST', '/operator/v1/products/import', {
      token: server.operatorToken,
      body: 'brand,model,name,product_type\nApple,Air\u0000,MacBook Air,Laptop',
      headers: { 'content-type': 'text/csv' },
    });
    expectEnvelope(csv, 400, 'VALIDATION_ERROR');
  });

  it('still accepts any other Unicode text, emoji and combining marks included', async () => {
    const response = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      body: quote({ brand: 'Åpple 💻', model: 'Ａir\u0301 👩‍💻' }),
    });
    expect(response.status).toBe(202);
    expect(response.body.data.items[0].specification.model).toBe('Ａir\u0301 👩‍💻');
  });
});

describe('bytes that are not UTF-8', () => {
  // FF and FE never occur in UTF-8, and C3 must be followed by a continuation byte (28 is "("). They used to be
  // decoded to U+FFFD and stored: the quote was accepted with a name nobody typed.
  const INVALID = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);
  const withInvalidBytes = (before: string, after: string) =>
    Buffer.concat([Buffer.from(before), INVALID, Buffer.from(after)]);

  async function post(path: string, token: string, body: Buffer, contentType: string): Promise<TestResponse> {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: JSON.parse(text) };
  }

  it('400 VALIDATION_ERROR for a JSON body with invalid UTF-8 inside a string, and nothing is stored', async () => {
    const json = JSON.stringify(quote({ brand: 'Apple', model: 'Air' }));
    const body = withInvalidBytes(
      json.slice(0, json.indexOf('"requester_email"')) + '"requester_name":"Ada',
      '",' + json.slice(json.indexOf('"requester_email"')),
    );
    expect(() => JSON.parse(body.toString('utf8'))).not.toThrow();
    const response = await post('/api/v1/quotes', acme.key, body, 'application/json');
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
    expect(response.body.error.message).toContain('UTF-8');
    expect(response.body.error.details).toEqual([{ path: '(body)', message: expect.stringContaining('UTF-8') }]);
    expect(
      (await server.request('GET', '/api/v1/quotes', { token: acme.key })).body.data.some(
        (q: { requester_name: string | null }) => q.requester_name?.includes('\ufffd'),
      ),
    ).toBe(false);
  });

  it('400 VALIDATION_ERROR for a CSV import with invalid UTF-8, with a charset declared or not, and for a JSON import', async () => {
    const csv = withInvalidBytes('brand,model,name,product_type\nApple,Air', ',MacBook Air,Laptop\n');
    for (const contentType of ['text/csv', 'text/csv; charset=utf-8']) {
      const response = await post('/operator/v1/products/import', server.operatorToken, csv, contentType);
      expectEnvelope(response, 400, 'VALIDATION_ERROR');
      expect(response.body.error.message).toContain('UTF-8');
    }
    const json = withInvalidBytes('[{"brand":"Apple","model":"Air', '","name":"MacBook Air","product_type":"Laptop"}]');
    const response = await post('/operator/v1/products/import', server.operatorToken, json, 'application/json');
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
    expect(
      (await server.request('GET', '/operator/v1/products?search=Air', { token: server.operatorToken })).body.data,
    ).toEqual([]);
  });

  it('still accepts UTF-8 with a byte order mark and multi-byte characters', async () => {
    const body = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(JSON.stringify(quote({ brand: 'Åpple', model: 'Ａir 💻' }))),
    ]);
    const response = await post('/api/v1/quotes', acme.key, body, 'application/json');
    expect(response.status).toBe(202);
    expect(response.body.data.items[0].specification.model).toBe('Ａir 💻');
  });
});

describe('deeply nested input', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;

  it('400 for an import record nested 5,000 levels deep, with an Idempotency-Key (hashing it used to overflow the stack: 500)', async () => {
    const response = await server.request('POST', '/operator/v1/products/import', {
      token: server.operatorToken,
      body: `[{"brand":"Apple","extra":${nested(5_000)}}]`,
      headers: { 'idempotency-key': 'deep-import' },
    });
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
    expect(response.body.error.details[0].path).toMatch(/^\[0\]\.extra(\.a)+$/);
  });

  it('400 for a body of 200,000 nested arrays', async () => {
    const response = await server.request('POST', '/api/v1/quotes', {
      token: acme.key,
      body: `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
    });
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
  });

  it('accepts the nesting real requests use', async () => {
    const response = await server.request('POST', '/operator/v1/products/import', {
      token: server.operatorToken,
      body: [
        {
          brand: 'Apple',
          model: 'MacBook Air 13',
          name: 'MacBook Air 13',
          product_type: 'Laptop',
          price_estimate: 1099,
        },
      ],
      headers: { 'idempotency-key': 'shallow-import' },
    });
    expect(response.status).toBe(200);
  });
});

describe('requests rejected before routing', () => {
  it('431 in the envelope for headers over 16 KiB (Node used to answer in its own format)', async () => {
    const response = await server.request('GET', `/api/v1/quotes?country=${'x'.repeat(20_000)}`, { token: acme.key });
    expectEnvelope(response, 431, 'VALIDATION_ERROR');
  });

  it('400 in the envelope for a request that is not HTTP/1.1', async () => {
    const answer = await rawRequest('GET /api/v1/quotes HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body.error.code).toBe('VALIDATION_ERROR');
  });

  it('404 NOT_FOUND for an id longer than the router accepts (it used to be a bare 414)', async () => {
    const response = await server.request('GET', `/api/v1/quotes/${'a'.repeat(300)}`, { token: acme.key });
    expectEnvelope(response, 404, 'NOT_FOUND');
  });

  it('400 VALIDATION_ERROR for a path that is not valid percent-encoding', async () => {
    const response = await server.request('GET', '/api/v1/quotes/%ZZ', { token: acme.key });
    expectEnvelope(response, 400, 'VALIDATION_ERROR');
  });
});
