import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { activeTracing, type Span } from './tracing';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const serverSpans = new WeakMap<IncomingMessage, Span>();

/**
 * Runs every request of `server` inside a server span, named by `nameOf` (route patterns, never ids), continuing the
 * trace of the caller's `traceparent` header when it sends one. The span ends when the response closes, with its
 * status; a 5xx marks it failed. Nothing changes when tracing is off.
 */
export function traceHttpServer(server: Server, nameOf: (request: IncomingMessage) => string) {
  const tracing = activeTracing();
  if (!tracing) return;
  const { api, tracer } = tracing;
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  for (const listener of listeners) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const parent = api.propagation.extract(api.ROOT_CONTEXT, request.headers);
      const span = tracer.startSpan(
        nameOf(request),
        {
          kind: api.SpanKind.SERVER,
          attributes: {
            'http.request.method': request.method ?? 'GET',
            // The path without its query string, which may hold search terms.
            'url.path': (request.url ?? '/').split('?')[0],
            'url.scheme': 'http',
          },
        },
        parent,
      );
      serverSpans.set(request, span);
      response.once('close', () => {
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
        span.end();
      });
      const active = api.trace.setSpan(parent, span);
      // The body arrives in events of the request, emitted outside this call: they run in the span's context too.
      api.context.bind(active, request);
      api.context.bind(active, response);
      api.context.with(active, () => listener(request, response));
    });
  }
}

/** The server span of a request (traceHttpServer), to name it once its route is known; undefined without tracing. */
export function serverSpanOf(request: IncomingMessage): Span | undefined {
  return serverSpans.get(request);
}

/**
 * A request's path as a span name can hold it: a segment with a digit in it (a UUID, a reference such as
 * Q-2026-000123) becomes `:id`, Next.js's own files are one name, and the query string is left out.
 */
export function pathTemplate(url: string): string {
  const path = url.split('?')[0] ?? '/';
  if (path.startsWith('/_next/')) return '/_next/*';
  return path
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
}
