import type * as OtelApi from '@opentelemetry/api';
import { isTracingConfigured, type TracingSettings } from './tracing-settings';

// OpenTelemetry traces (docs/traces.md), off unless an OTLP endpoint is configured. Only types are imported from
// OpenTelemetry at the top: the SDK and the API are loaded with import() when tracing starts, so a process without
// OTEL_EXPORTER_OTLP_ENDPOINT never loads them, and every seam that makes spans (HTTP servers, the database client,
// the job worker, webhook sends) costs one null check.

export type Span = OtelApi.Span;
export type SpanKindName = 'server' | 'client' | 'consumer' | 'internal';
export type Attributes = OtelApi.Attributes;

type Tracing = {
  api: typeof OtelApi;
  tracer: OtelApi.Tracer;
  shutdown(): Promise<void>;
};

let tracing: Tracing | null = null;

/** The loaded OpenTelemetry API and Loadout's tracer while tracing is on; null when it is off. */
export function activeTracing(): Tracing | null {
  return tracing;
}

/**
 * Starts tracing for this process when an OTLP endpoint is configured: spans are batched and sent as OTLP/HTTP JSON,
 * W3C trace context (traceparent) is read from and written to HTTP headers and job rows. `serviceName` is the
 * process's name unless OTEL_SERVICE_NAME replaces it. Resolves to whether tracing is on.
 */
export async function startTracing(serviceName: string, settings: TracingSettings): Promise<boolean> {
  if (tracing) return true;
  if (!isTracingConfigured(settings)) return false;
  const [api, sdk, exporter, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  // The SDK's defaults, then the process's name, then OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES.
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ 'service.name': serviceName }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  // The exporter reads OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT, _HEADERS and _TIMEOUT, the provider OTEL_TRACES_SAMPLER
  // and the batch processor OTEL_BSP_*, from the environment.
  const provider = new sdk.NodeTracerProvider({
    resource,
    spanProcessors: [new sdk.BatchSpanProcessor(new exporter.OTLPTraceExporter())],
  });
  // The AsyncLocalStorage context manager and the W3C trace context and baggage propagators.
  provider.register();
  tracing = { api, tracer: api.trace.getTracer('loadout'), shutdown: () => provider.shutdown() };
  return true;
}

/** Sends the spans still batched and stops tracing; nothing when it is off. */
export async function stopTracing(): Promise<void> {
  const stopping = tracing;
  tracing = null;
  await stopping?.shutdown().catch(() => {});
}

function kindOf(api: typeof OtelApi, kind: SpanKindName): OtelApi.SpanKind {
  return (
    { server: api.SpanKind.SERVER, client: api.SpanKind.CLIENT, consumer: api.SpanKind.CONSUMER }[kind as 'server'] ??
    api.SpanKind.INTERNAL
  );
}

/** Marks the span failed with the error (its type and message as an exception event). */
export function markSpanFailed(span: Span | null, error: unknown) {
  if (!span || !tracing) return;
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({
    code: tracing.api.SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
}

/**
 * Runs `fn` inside a span that is the active one meanwhile (a child of the span active now, or of `parent`), ended
 * when `fn` settles and marked failed when it throws; without tracing, just runs `fn` with null.
 */
export async function inSpan<T>(
  name: string,
  options: { kind: SpanKindName; attributes?: Attributes; parent?: OtelApi.Context },
  fn: (span: Span | null) => Promise<T>,
): Promise<T> {
  const on = tracing;
  if (!on) return fn(null);
  const parent = options.parent ?? on.api.context.active();
  const span = on.tracer.startSpan(
    name,
    { kind: kindOf(on.api, options.kind), attributes: options.attributes },
    parent,
  );
  try {
    return await on.api.context.with(on.api.trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    markSpanFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Starts a child of the active span, which the caller ends (e.g. one per SQL statement, around a call that may take a
 * callback); null without tracing or outside any span, so that work outside a request or a job (the worker's polling)
 * makes no trace of its own.
 */
export function startChildSpan(name: string, kind: SpanKindName, attributes: Attributes): Span | null {
  const on = tracing;
  if (!on) return null;
  const parent = on.api.context.active();
  if (!on.api.trace.getSpan(parent)) return null;
  return on.tracer.startSpan(name, { kind: kindOf(on.api, kind), attributes }, parent);
}

/**
 * The W3C trace context of the active span (`{ traceparent, tracestate? }`), to store beside work that runs later
 * elsewhere (a job row); null when tracing is off or no span is active.
 */
export function currentTraceContext(): Record<string, string> | null {
  const on = tracing;
  if (!on || !on.api.trace.getSpan(on.api.context.active())) return null;
  const carrier: Record<string, string> = {};
  on.api.propagation.inject(on.api.context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/**
 * The context to start a span of stored work in: the one `stored` names (see currentTraceContext), or a new trace
 * when it names none, never whichever span happens to be active where the work is picked up.
 */
export function storedTraceContext(stored: Record<string, string> | null | undefined): OtelApi.Context | undefined {
  const on = tracing;
  if (!on) return undefined;
  return stored ? on.api.propagation.extract(on.api.ROOT_CONTEXT, stored) : on.api.ROOT_CONTEXT;
}
