import http from 'node:http';

// A reader of GET /api/v1/events/stream over real HTTP: parses Server-Sent Events as they arrive.

export type StreamMessage = { id: string | null; event: string | null; data: string; comment: boolean };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  /** Every message (and comment line) received so far. */
  messages: StreamMessage[];
  /** The first message received (or to come) that matches, within `timeoutMs`. */
  waitFor(match: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** The events (messages with an `event:`) received so far, parsed. */
  events(): { id: string; type: string; body: any }[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openEventStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<EventStreamReader> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  // node:http without a pool: closing the reader closes its connection, as a browser tab going away does.
  const request = http.get(`${baseUrl}/api/v1/events/stream${options.query ? `?${options.query}` : ''}`, {
    headers,
    agent: false,
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.on('error', () => {});
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      messages.push(parseBlock(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
    for (const wake of waiters) wake();
  });
  const ended = new Promise<void>((resolve) => {
    response.once('close', resolve);
    response.once('end', resolve);
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (typeof value === 'string') responseHeaders.set(name, value);
  }
  return {
    status: response.statusCode ?? 0,
    headers: responseHeaders,
    messages,
    ended,
    events: () =>
      messages
        .filter((message) => message.event && message.event !== 'error')
        .map((message) => ({ id: message.id!, type: message.event!, body: JSON.parse(message.data) })),
    waitFor(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => request.destroy(),
  };
}

function parseBlock(block: string): StreamMessage {
  const message: StreamMessage = { id: null, event: null, data: '', comment: false };
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = true;
    else if (line.startsWith('id: ')) message.id = line.slice(4);
    else if (line.startsWith('event: ')) message.event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  message.data = data.join('\n');
  return message;
}
