import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { EndpointRow, EventRow } from '@/server/webhooks/repo';
import type { WebhookRuntime } from '@/server/webhooks/runtime';
import { SecretBox } from '@/server/webhooks/secret-box';
import { sendEvent } from '@/server/webhooks/send';
import { parseAllowList } from '@/server/webhooks/ssrf';

type Received = { host: string | undefined; socket: Socket };

/** A subscriber on loopback that notes each request and the connection it came on; `onRequest` may answer differently. */
async function startSubscriber(
  onRequest?: (request: http.IncomingMessage, response: http.ServerResponse, index: number) => boolean,
) {
  const received: Received[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    const index = received.length;
    received.push({ host: request.headers.host, socket: request.socket });
    request.resume();
    request.on('end', () => {
      if (onRequest?.(request, response, index)) return;
      response.statusCode = 204;
      response.end();
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const box = new SecretBox(randomBytes(32));
const runtime = (lookup?: WebhookRuntime['lookup'], timeoutMs = 5_000): WebhookRuntime => ({
  secretBox: box,
  allowList: parseAllowList('127.0.0.1,hooks.example.invalid'),
  retryScheduleMs: [],
  disableAfterMs: 60_000,
  timeoutMs,
  ...(lookup ? { lookup } : {}),
});

const endpoint = (url: string) =>
  ({ id: randomUUID(), url, secretSealed: box.seal('whsec_test'), previousSecretSealed: null }) as EndpointRow;
const event = () =>
  ({ id: randomUUID(), type: 'quote.updated', livemode: true, data: { id: 'q' }, createdAt: new Date() }) as EventRow;

let subscriber: Awaited<ReturnType<typeof startSubscriber>> | undefined;
afterEach(async () => {
  await subscriber?.close();
  subscriber = undefined;
});

describe('sendEvent', () => {
  it('connects to the address the SSRF check approved, naming the host the URL gives', async () => {
    subscriber = await startSubscriber();
    const answers = ['127.0.0.1', '10.0.0.1'];
    // A second DNS answer would point elsewhere; the one that was checked is the one connected to.
    const lookup = async () => [{ address: answers.shift() ?? '10.0.0.1', family: 4 }];
    const result = await sendEvent(
      runtime(lookup),
      endpoint(`http://hooks.example.invalid:${subscriber.port}/in?x=1`),
      event(),
    );
    expect(result).toMatchObject({ ok: true, status: 204, error: null });
    expect(subscriber.received.map((request) => request.host)).toEqual([`hooks.example.invalid:${subscriber.port}`]);
    expect(answers).toEqual(['10.0.0.1']);
  });

  it('keeps the connection open between deliveries to the same subscriber', async () => {
    subscriber = await startSubscriber();
    const target = endpoint(`http://127.0.0.1:${subscriber.port}/hook`);
    for (let n = 0; n < 5; n++)
      expect(await sendEvent(runtime(), target, event())).toMatchObject({ ok: true, status: 204 });
    expect(subscriber.received).toHaveLength(5);
    expect(subscriber.connections()).toBe(1);
  });

  it('sends again on a new connection when the subscriber closed the kept-alive one as the request went out', async () => {
    // The second request arrives on the first request's connection, which the subscriber then drops unanswered.
    subscriber = await startSubscriber((request, _response, index) => {
      if (index !== 1) return false;
      request.socket.destroy();
      return true;
    });
    const target = endpoint(`http://127.0.0.1:${subscriber.port}/hook`);
    expect(await sendEvent(runtime(), target, event())).toMatchObject({ ok: true });
    expect(await sendEvent(runtime(), target, event())).toMatchObject({ ok: true, status: 204 });
    expect(subscriber.received).toHaveLength(3);
    expect(subscriber.received[1]!.socket).toBe(subscriber.received[0]!.socket);
    expect(subscriber.received[2]!.socket).not.toBe(subscriber.received[0]!.socket);
  });

  it('does not send again when a fresh connection fails', async () => {
    subscriber = await startSubscriber((request) => {
      request.socket.destroy();
      return true;
    });
    const result = await sendEvent(runtime(), endpoint(`http://127.0.0.1:${subscriber.port}/hook`), event());
    expect(result).toMatchObject({ ok: false, status: null, error: 'socket hang up' });
    expect(subscriber.received).toHaveLength(1);
  });
  it('bounds the whole send by the timeout, even while the subscriber keeps the connection busy', async () => {
    // Headers at once, then a byte every 50 ms for 3 s: the connection is never idle, so only a deadline on the whole
    // send ends it. A send that outlived the delivery job would reach the subscriber again when the job is retried.
    let closedEarly = false;
    subscriber = await startSubscriber((request, response) => {
      response.writeHead(200);
      const drip = setInterval(() => response.write('.'), 50);
      const done = setTimeout(() => {
        clearInterval(drip);
        response.end();
      }, 3_000);
      request.socket.on('close', () => {
        closedEarly = !response.writableEnded;
        clearInterval(drip);
        clearTimeout(done);
      });
      return true;
    });
    const result = await sendEvent(
      runtime(undefined, 300),
      endpoint(`http://127.0.0.1:${subscriber.port}/hook`),
      event(),
    );
    expect(result).toMatchObject({ ok: false, error: 'timed out after 300 ms' });
    await expect.poll(() => closedEarly).toBe(true);
  });

  it("stops when the delivery job's signal aborts, and says so", async () => {
    const job = new AbortController();
    subscriber = await startSubscriber(() => {
      job.abort();
      return true;
    });
    const result = await sendEvent(
      runtime(),
      endpoint(`http://127.0.0.1:${subscriber.port}/hook`),
      event(),
      job.signal,
    );
    expect(result).toMatchObject({ ok: false, status: null, error: 'stopped: the delivery job ran out of time' });
    expect(subscriber.received).toHaveLength(1);
  });
});
