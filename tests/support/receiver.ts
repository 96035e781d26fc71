import http from 'node:http';

export type Received = { path: string; headers: http.IncomingHttpHeaders; body: string; json: any; at: number };

export type Receiver = {
  url: string;
  received: Received[];
  /** Answers with this status (default 200) and an empty body, or with a status and a body. */
  respond: (
    request: Received,
  ) => number | { status: number; body: string | Buffer } | Promise<number | { status: number; body: string | Buffer }>;
  waitFor(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<void>;
  /** Requests received and not yet answered whose connection is still open (the sender has not given up on them). */
  inFlight(): number;
  close(): Promise<void>;
};

/** A real HTTP server on loopback that records every request, standing in for a third party. */
export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  let inFlight = 0;
  const receiver: Receiver = {
    url: '',
    received,
    respond: () => 200,
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline)
          throw new Error(`receiver: condition not met within ${timeoutMs} ms (${received.length} requests)`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    inFlight: () => inFlight,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = undefined;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      const entry = { path: request.url ?? '/', headers: request.headers, body, json, at: Date.now() };
      received.push(entry);
      inFlight++;
      response.once('close', () => inFlight--);
      const answer = await receiver.respond(entry);
      if (response.destroyed) return;
      response.statusCode = typeof answer === 'number' ? answer : answer.status;
      response.end(typeof answer === 'number' ? undefined : answer.body);
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  receiver.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return receiver;
}
