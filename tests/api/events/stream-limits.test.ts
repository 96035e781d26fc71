import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithKey, type CompanyWithKey } from '../../support/fixtures';
import { openEventStream } from '../../support/event-stream';
import { startTestServer, type TestServer } from '../../support/server';

let server: TestServer;
let acme: CompanyWithKey;

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_IN_FLIGHT_REQUESTS: '2', EVENT_STREAM_MAX_CONNECTIONS: '3' } });
  acme = await createCompanyWithKey(server);
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/v1/events/stream limits', () => {
  it('are its own: open streams do not fill the requests in flight, and one stream too many is a 503', async () => {
    const readers = await Promise.all([1, 2, 3].map(() => openEventStream(server.url, acme.key)));
    expect(readers.map((reader) => reader.status)).toEqual([200, 200, 200]);
    expect((await server.request('GET', '/api/v1/events', { token: acme.key })).status).toBe(200);
    const refused = await openEventStream(server.url, acme.key);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    for (const reader of readers) reader.close();
    await expect.poll(() => server.running.app!.eventFeed.subscriberCount).toBe(0);
    const again = await openEventStream(server.url, acme.key);
    expect(again.status).toBe(200);
    again.close();
  });
});
