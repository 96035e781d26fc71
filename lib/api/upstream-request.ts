import 'server-only';
import http from 'node:http';
import https from 'node:https';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';

// How the BFF's typed clients (api-client.ts) reach the API: one node:http request over a kept-alive connection, the
// answer read whole into an UpstreamAnswer. No fetch Request, Response, Headers or body stream is made: those were the
// larger part of the dashboard's CPU for a proxied read (docs/benchmarks.md, dashboard). The API answers small JSON;
// streamed answers (export downloads, the event stream) are fetched by their routes themselves.
// With tracing on (server/dashboard-main.ts), each call is a client span of the browser's request, named by the API's
// path pattern, and carries its trace context (traceparent) to the API (docs/traces.md).

const AGENTS = {
  'http:': new http.Agent({ keepAlive: true }),
  'https:': new https.Agent({ keepAlive: true }),
};
const tracer = trace.getTracer('loadout-bff');

/** Freezes a parsed answer throughout, so that a route that changes it in place fails its tests. */
function deepFreeze(value: unknown) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const each of Object.values(value)) deepFreeze(each);
}

/** An answer's headers, read as a fetch Headers object reads them. */
export class AnswerHeaders {
  readonly #headers: http.IncomingHttpHeaders;

  constructor(headers: http.IncomingHttpHeaders) {
    this.#headers = headers;
  }

  /** The header's value, several joined with ", " (Node.js already joins most); null when it is absent. */
  get(name: string): string | null {
    const value = this.#headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

/** The API's answer to one call: its status, headers and the bytes of its body. */
export class UpstreamAnswer {
  readonly headers: AnswerHeaders;
  #parsed: { value: unknown } | undefined;

  constructor(
    readonly status: number,
    headers: http.IncomingHttpHeaders,
    readonly bytes: Buffer<ArrayBuffer>,
  ) {
    this.headers = new AnswerHeaders(headers);
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  text(): string {
    return this.bytes.toString('utf8');
  }

  /** The body parsed, once; throws when it is not JSON. */
  json(): unknown {
    if (!this.#parsed) {
      const value = JSON.parse(this.text()) as unknown;
      // NODE_ENV is the mode the code runs in (vitest sets it), not configuration.
      // eslint-disable-next-line no-restricted-properties
      if (process.env.NODE_ENV === 'test') deepFreeze(value);
      this.#parsed = { value };
    }
    return this.#parsed.value;
  }

  /** Whether `value` is what json() parsed (a route that passes it on unchanged can send `bytes` as they are). */
  isParsed(value: unknown): boolean {
    return this.#parsed !== undefined && this.#parsed.value === value;
  }
}

/** Where the API is, parsed once per client. */
export type UpstreamOrigin = { protocol: 'http:' | 'https:'; hostname: string; port: string; basePath: string };

export function upstreamOriginOf(baseUrl: string): UpstreamOrigin {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`LOADOUT_API_URL must be an http:// or https:// URL, not ${url.protocol}`);
  // The brackets of an IPv6 address belong to the URL, not to the host name a socket connects to.
  const hostname = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return { protocol: url.protocol, hostname, port, basePath: url.pathname.replace(/\/+$/, '') };
}

export type UpstreamCall = {
  method: string;
  /** The API's path pattern, `/api/v1/quotes/{id}`: the span's name. */
  schemaPath: string;
  /** The path with its parameters and query, `/api/v1/quotes/q_1?expand=…`. */
  path: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body?: string | Buffer;
  signal?: AbortSignal;
};

function startSpan(origin: UpstreamOrigin, call: UpstreamCall): Span {
  const span = tracer.startSpan(`${call.method} ${call.schemaPath}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'http.request.method': call.method,
      'url.template': call.schemaPath,
      'server.address': origin.hostname,
      'server.port': Number(origin.port),
    },
  });
  propagation.inject(trace.setSpan(context.active(), span), call.headers);
  return span;
}

/** Sends one call and reads its answer whole; rejects, as fetch does, when no answer comes. */
export function sendUpstream(origin: UpstreamOrigin, call: UpstreamCall): Promise<UpstreamAnswer> {
  const span = trace.getActiveSpan() ? startSpan(origin, call) : null;
  if (call.body !== undefined) call.headers['content-length'] = String(Buffer.byteLength(call.body));
  const answer = new Promise<UpstreamAnswer>((resolve, reject) => {
    const outgoing = (origin.protocol === 'https:' ? https : http).request(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port,
        path: origin.basePath + call.path,
        method: call.method,
        headers: call.headers,
        agent: AGENTS[origin.protocol],
        signal: call.signal,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.once('error', reject);
        incoming.once('end', () =>
          resolve(new UpstreamAnswer(incoming.statusCode ?? 502, incoming.headers, Buffer.concat(chunks))),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end(call.body);
  });
  if (!span) return answer;
  return answer.then(
    (received) => {
      span.setAttribute('http.response.status_code', received.status);
      if (received.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      return received;
    },
    (error: unknown) => {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      span.end();
      throw error;
    },
  );
}
