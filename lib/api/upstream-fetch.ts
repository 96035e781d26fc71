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
    return this.text().then((text) => JSON.parse(text) as unknown);
  }
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
