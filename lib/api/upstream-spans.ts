import 'server-only';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Middleware } from 'openapi-fetch';

// The BFF's calls to the API as client spans of the browser's request (docs/traces.md). The dashboard's server
// (server/dashboard-main.ts) starts tracing and makes that request's span; here, only the OpenTelemetry API is used,
// which Next.js loads anyway. Without tracing no span is active and a call goes out as it is.

const spans = new WeakMap<Request, Span>();
const tracer = trace.getTracer('loadout-bff');

/** Starts a span per upstream call, named by the API's path pattern, and sends its trace context (traceparent). */
export const upstreamSpans: Middleware = {
  onRequest({ request, schemaPath }) {
    if (!trace.getActiveSpan()) return undefined;
    const url = new URL(request.url);
    const span = tracer.startSpan(`${request.method} ${schemaPath}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'http.request.method': request.method,
        'url.template': schemaPath,
        'server.address': url.hostname,
        'server.port': Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      },
    });
    propagation.inject(trace.setSpan(context.active(), span), request.headers, {
      set: (headers, name, value) => headers.set(name, value),
    });
    spans.set(request, span);
    return request;
  },
  onResponse({ request, response }) {
    const span = spans.get(request);
    if (!span) return undefined;
    span.setAttribute('http.response.status_code', response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
    return undefined;
  },
  onError({ request, error }) {
    const span = spans.get(request);
    if (!span) return undefined;
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    span.end();
    return undefined;
  },
};
