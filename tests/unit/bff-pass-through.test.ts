import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/api-client';
import { jsonBytesOf, passThrough } from '@/lib/bff/responses';

// The BFF's API client (lib/api/api-client.ts) and its pass-through (lib/bff/responses.ts), against an API on loopback
// that records what it was sent. An answer passed on as it came goes out as the bytes the API sent, one the route
// changed as the new object serialized: the API answers JSON spelled as JSON.stringify never would, to tell them apart.
vi.mock('server-only', () => ({}));

const SENT = '{ "data": { "id": "q_1", "items": [ 1, 2 ] } }';
type Paths = {
  '/api/v1/quotes/{id}': {
    parameters: { path: { id: string }; query?: { expand?: string; tags?: string[] } };
    get: {
      parameters: { path: { id: string }; query?: { expand?: string; tags?: string[] } };
      responses: {
        200: { content: { 'application/json': { data: { id: string; items: number[] } } } };
        404: { content: { 'application/json': { error: { code: string; message: string } } } };
      };
    };
    delete: {
      parameters: { path: { id: string } };
      responses: { 204: { content?: never } };
    };
  };
  '/api/v1/quotes': {
    post: {
      requestBody: { content: { 'application/json': { requester_email: string } } };
      responses: { 201: { content: { 'application/json': { data: { id: string } } } } };
    };
  };
};

let api: http.Server;
let baseUrl: string;
const received: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  api = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.method === 'DELETE') return void response.writeHead(204).end();
      if (request.url!.startsWith('/api/v1/quotes/missing'))
        return void response
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"error":{"code":"NOT_FOUND","message":"No quote missing."}}');
      if (request.url!.startsWith('/api/v1/quotes/down'))
        return void response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
      response
        .writeHead(request.method === 'POST' ? 201 : 200, {
          'content-type': 'application/json',
          'x-request-id': 'req_1',
          'x-ratelimit-remaining': '99',
        })
        .end(SENT);
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

const client = () => createApiClient<Paths>({ baseUrl, headers: { authorization: 'Bearer lo_test_1' } });
const read = () => client().GET('/api/v1/quotes/{id}', { params: { path: { id: 'q_1' } } });

describe("the BFF's API client", () => {
  it('sends path parameters percent-encoded, the query as pairs, its own and the call’s headers', async () => {
    received.length = 0;
    await client().GET('/api/v1/quotes/{id}', {
      params: { path: { id: 'a/b c' }, query: { expand: 'items', tags: ['x', 'y&z'] } },
      headers: { 'X-Request-Id': 'req_browser' },
    });
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/quotes/a%2Fb%20c?expand=items&tags=x&tags=y%26z',
    });
    expect(received[0]!.headers).toMatchObject({ authorization: 'Bearer lo_test_1', 'x-request-id': 'req_browser' });
    expect(received[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends a body as JSON, or as its bodySerializer makes it with the call’s content type', async () => {
    received.length = 0;
    const created = await client().POST('/api/v1/quotes', { body: { requester_email: 'it@acme.example' } });
    expect(created.response.status).toBe(201);
    expect(created.data?.data.id).toBe('q_1');
    await client().POST('/api/v1/quotes', {
      body: 'email\nit@acme.example' as unknown as { requester_email: string },
      bodySerializer: (text) => text as unknown as string,
      headers: { 'content-type': 'text/csv' },
    });
    expect(received[0]).toMatchObject({ body: '{"requester_email":"it@acme.example"}' });
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[1]).toMatchObject({ body: 'email\nit@acme.example' });
    expect(received[1]!.headers).toMatchObject({ 'content-type': 'text/csv', 'content-length': '21' });
  });

  it('reads an error answer as `error`, JSON or text, and an empty one as neither', async () => {
    const missing = await client().GET('/api/v1/quotes/{id}', { params: { path: { id: 'missing' } } });
    expect(missing.data).toBeUndefined();
    expect(missing.error).toEqual({ error: { code: 'NOT_FOUND', message: 'No quote missing.' } });
    expect(missing.response.status).toBe(404);
    const down = await client().GET('/api/v1/quotes/{id}', { params: { path: { id: 'down' } } });
    expect(down.error).toBe('<h1>Bad gateway</h1>');
    const deleted = await client().DELETE('/api/v1/quotes/{id}', { params: { path: { id: 'q_1' } } });
    expect(deleted).toMatchObject({ data: undefined, response: { status: 204, ok: true } });
  });

  it('refuses an option it does not implement instead of ignoring it', async () => {
    await expect(
      client().GET('/api/v1/quotes/{id}', { params: { path: { id: 'q_1' } }, parseAs: 'text' }),
    ).rejects.toThrow('does not support the parseAs option');
  });

  it('rejects when the API does not answer', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createApiClient<Paths>({ baseUrl: `http://127.0.0.1:${port}`, headers: {} });
    await expect(unreachable.GET('/api/v1/quotes/{id}', { params: { path: { id: 'q_1' } } })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});

describe("the BFF's pass-through", () => {
  it("sends an answer passed on as it came as the API's bytes, with the headers that matter", async () => {
    const answer = passThrough(await read());
    expect(jsonBytesOf(answer)?.toString()).toBe(SENT);
    expect(await answer.text()).toBe(SENT);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('x-request-id')).toBe('req_1');
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('99');
  });

  it('reads like any Response: once, as text, JSON, bytes or its body stream, and cloned', async () => {
    const answer = passThrough(await read());
    const copy = answer.clone();
    expect(await answer.json()).toEqual({ data: { id: 'q_1', items: [1, 2] } });
    expect(answer.bodyUsed).toBe(true);
    await expect(answer.text()).rejects.toThrow(TypeError);
    expect(await new Response(copy.body).text()).toBe(SENT);
    expect(copy.bodyUsed).toBe(true);
    expect(Buffer.from(await passThrough(await read()).arrayBuffer()).toString()).toBe(SENT);
  });

  it('sends the bytes too for an answer the route read without changing it', async () => {
    const result = await read();
    expect(result.data?.data.id).toBe('q_1');
    expect(jsonBytesOf(passThrough({ data: result.data, response: result.response }))?.toString()).toBe(SENT);
  });

  it('serializes an answer the route changed into a new object', async () => {
    const result = await read();
    const data = result.data!;
    const changed = passThrough({ ...result, data: { ...data, data: { ...data.data, id: 'q_2' } } });
    expect(jsonBytesOf(changed)?.toString()).toBe('{"data":{"id":"q_2","items":[1,2]}}');
  });

  it('passes an error on as the envelope the API sent, and a non-JSON one as a JSON string', async () => {
    const missing = passThrough(await client().GET('/api/v1/quotes/{id}', { params: { path: { id: 'missing' } } }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No quote missing.' } });
    const down = passThrough(await client().GET('/api/v1/quotes/{id}', { params: { path: { id: 'down' } } }));
    expect(down.status).toBe(502);
    expect(await down.json()).toBe('<h1>Bad gateway</h1>');
  });

  it('refuses, in tests, a change made in place, which would be sent unseen', async () => {
    const data = (await read()).data!;
    expect(() => {
      data.data.id = 'q_3';
    }).toThrow(TypeError);
    expect(() => data.data.items.push(3)).toThrow(TypeError);
  });
});
