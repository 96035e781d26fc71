import 'server-only';
import http from 'node:http';
import https from 'node:https';

// How the BFF's typed clients (clients.ts) reach the API: node:http over kept-alive connections rather than the global
// fetch. Undici's fetch (its streams, header lists and the fetch algorithm's steps) was the larger half of the
// dashboard's CPU for a proxied read; this is a tenth of it (docs/benchmarks.md, dashboard). The API answers small
// JSON, read whole; streamed answers (export downloads, the event stream) are fetched by their routes themselves.

const AGENTS = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};

/** The value json() parsed from an API answer, with the bytes it was parsed from. */
const PARSED = new WeakMap<Response, { value: unknown; bytes: Buffer<ArrayBuffer> }>();

/** Freezes a parsed answer throughout, so that a route that changes it in place fails its tests. */
function deepFreeze(value: unknown) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const each of Object.values(value)) deepFreeze(each);
}

/**
 * The API's answer with its body at hand: openapi-fetch reads it with text() or json(), which here decode the bytes
 * already read instead of going through a body stream.
 */
class UpstreamResponse extends Response {
  readonly #bytes: Buffer<ArrayBuffer>;

  constructor(bytes: Buffer<ArrayBuffer>, init: ResponseInit, hasBody: boolean) {
    super(hasBody ? bytes : null, init);
    this.#bytes = bytes;
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#bytes.toString('utf8'));
  }

  override json(): Promise<unknown> {
    const value = JSON.parse(this.#bytes.toString('utf8')) as unknown;
    // NODE_ENV is the mode the code runs in (vitest sets it), not configuration.
    // eslint-disable-next-line no-restricted-properties
    if (process.env.NODE_ENV === 'test') deepFreeze(value);
    PARSED.set(this, { value, bytes: this.#bytes });
    return Promise.resolve(value);
  }
}

/**
 * The bytes of the API's answer when `value` is what json() parsed from them: a route that passes the answer on as it
 * came sends these instead of serializing it again. A route that changes an answer builds a new object (in place it
 * would go unseen here; under NODE_ENV=test the parsed answers are frozen, so such a change fails its tests).
 */
export function untouchedJsonOf(response: Response, value: unknown): Buffer<ArrayBuffer> | undefined {
  const parsed = PARSED.get(response);
  return parsed && parsed.value === value ? parsed.bytes : undefined;
}

function headersOf(incoming: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/** A fetch for openapi-fetch (its `fetch` option): the Request it built, sent as it is; rejects as fetch does. */
export async function upstreamFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const agent = url.protocol === 'https:' ? AGENTS['https:'] : url.protocol === 'http:' ? AGENTS['http:'] : null;
  if (!agent) throw new TypeError(`LOADOUT_API_URL must be an http:// or https:// URL, not ${url.protocol}`);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : null;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const outgoing = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: request.method, headers, agent, signal: request.signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.once('error', reject);
        incoming.once('end', () => {
          const status = incoming.statusCode ?? 502;
          const hasBody = status !== 204 && status !== 304 && request.method !== 'HEAD';
          const init = { status, statusText: incoming.statusMessage, headers: headersOf(incoming) };
          resolve(new UpstreamResponse(Buffer.concat(chunks), init, hasBody));
        });
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body ?? undefined);
  });
}
