import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upstreamFetch } from '@/lib/api/upstream-fetch';
import { jsonBytesOf, passThrough } from '@/lib/bff/responses';

// The BFF passes an API answer it did not change as the bytes the API sent (lib/bff/responses.ts), and one it changed
// as the new object serialized. An API on loopback answers JSON spelled as JSON.stringify never would, to tell them apart.
vi.mock('server-only', () => ({}));

const SENT = '{ "data": { "id": "q_1", "items": [ 1, 2 ] } }';
let api: http.Server;
let url: string;

beforeAll(async () => {
  api = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req_1' }).end(SENT);
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(api.address() as AddressInfo).port}/api/v1/quotes/q_1`;
});
afterAll(() => new Promise((resolve) => api.close(resolve)));

async function read() {
  const response = await upstreamFetch(new Request(url));
  return { data: (await response.json()) as { data: { id: string; items: number[] } }, response };
}

describe("the BFF's pass-through", () => {
  it("sends an answer passed on as it came as the API's bytes, with the headers that matter", async () => {
    const answer = passThrough(await read());
    expect(jsonBytesOf(answer)?.toString()).toBe(SENT);
    expect(await answer.text()).toBe(SENT);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('x-request-id')).toBe('req_1');
  });

  it('serializes an answer the route changed into a new object', async () => {
    const result = await read();
    const changed = passThrough({ ...result, data: { ...result.data, data: { ...result.data.data, id: 'q_2' } } });
    expect(jsonBytesOf(changed)?.toString()).toBe('{"data":{"id":"q_2","items":[1,2]}}');
  });

  it('refuses, in tests, a change made in place, which would be sent unseen', async () => {
    const { data } = await read();
    expect(() => {
      data.data.id = 'q_3';
    }).toThrow(TypeError);
    expect(() => data.data.items.push(3)).toThrow(TypeError);
  });
});
