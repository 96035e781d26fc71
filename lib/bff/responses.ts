import type { TErrorCode } from '@/lib/contract/common';
import { answerOf } from '@/lib/api/api-client';
import { UpstreamAnswer } from '@/lib/api/upstream-request';

/**
 * A JSON answer with its body as bytes at hand, which the dashboard's server writes as they are
 * (server/dashboard/api-router.ts). Undici builds a body stream for every body a Response is given (2–3% of the
 * dashboard server's CPU per proxied read); here the stream is made only if something asks for `body`, and the methods
 * that read a body read the bytes.
 */
class JsonBytesResponse extends Response {
  readonly #bytes: Buffer;
  #stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;
  #used = false;

  constructor(bytes: Buffer, init: { status: number; headers: Headers }) {
    super(null, init);
    this.#bytes = bytes;
  }

  /** The body's bytes, whether or not it was read; undefined for any other Response. */
  static bytesOf(response: Response): Buffer | undefined {
    return #bytes in response ? response.#bytes : undefined;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> {
    this.#stream ??= new Blob([new Uint8Array(this.#bytes)]).stream();
    return this.#stream;
  }

  override get bodyUsed(): boolean {
    return this.#used || (this.#stream?.locked ?? false);
  }

  #take(): Buffer {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.#used = true;
    return this.#bytes;
  }

  override text(): Promise<string> {
    return Promise.resolve().then(() => this.#take().toString('utf8'));
  }

  override json(): Promise<unknown> {
    return this.text().then((text) => JSON.parse(text) as unknown);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve().then(() => new Uint8Array(this.#take()).buffer);
  }

  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return Promise.resolve().then(() => new Uint8Array(this.#take()));
  }

  override blob(): Promise<Blob> {
    return Promise.resolve().then(() => new Blob([new Uint8Array(this.#take())], { type: 'application/json' }));
  }

  override clone(): Response {
    if (this.bodyUsed) throw new TypeError('Response.clone: Body has already been consumed.');
    return new JsonBytesResponse(this.#bytes, { status: this.status, headers: new Headers(this.headers) });
  }
}

function bytesResponse(bytes: Buffer, status: number, headers: Headers): Response {
  headers.set('content-type', 'application/json');
  return new JsonBytesResponse(bytes, { status, headers });
}

/** `Response.json`, keeping the bytes it sends. */
export function jsonResponse(body: unknown, init: { status: number; headers?: Headers }): Response {
  return bytesResponse(Buffer.from(JSON.stringify(body)), init.status, init.headers ?? new Headers());
}

/** The body of a `jsonResponse` or `passThrough`, or undefined for any other Response. */
export function jsonBytesOf(response: Response): Buffer | undefined {
  return JsonBytesResponse.bytesOf(response);
}

/** An error in the API's envelope, so the browser handles the BFF's own refusals like the API's. */
export function errorResponse(status: number, code: TErrorCode, message: string, details: unknown = null): Response {
  return jsonResponse({ error: { code, message, details } }, { status });
}

const PASSED_HEADERS = [
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
];

const isJson = (answer: UpstreamAnswer) =>
  answer.bytes.length > 0 && (answer.headers.get('content-type') ?? '').startsWith('application/json');

/**
 * An API client's result (lib/api/api-client.ts), one a route made from it, or an answer a route fetched itself with
 * its body read.
 */
export type ApiResult = {
  data?: unknown;
  error?: unknown;
  response: UpstreamAnswer | { status: number; headers: { get(name: string): string | null } };
};

/**
 * The API's answer as the browser gets it: status, body and the headers that matter to a client. An answer the route
 * passes on as it came is sent as the bytes the API sent, neither parsed nor serialized again; one the route changed
 * is serialized (a route changes an answer by building a new object: under NODE_ENV=test parsed answers are frozen).
 */
export function passThrough(result: ApiResult): Response {
  const { response: answer } = result;
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const { status } = answer;
  if (status === 204 || status === 304) return new Response(null, { status, headers });
  if (answer instanceof UpstreamAnswer) {
    // A 2xx result as the client made it is unread unless the route read `data` (which parses it).
    const unread = answerOf(result) === answer && answer.ok && isJson(answer);
    if (unread || answer.isParsed(result.data ?? result.error)) return bytesResponse(answer.bytes, status, headers);
  }
  return jsonResponse(result.data ?? result.error ?? null, { status, headers });
}
