import { startReceiver, type Receiver } from './receiver';

// An OTLP/HTTP receiver on loopback, as a collector would be: it takes what the exporter POSTs to /v1/traces (OTLP's
// JSON encoding) and reads the spans out of it.

export type ReceivedSpan = {
  service: string;
  traceId: string;
  spanId: string;
  /** Empty for a trace's root. */
  parentSpanId: string;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** 2 is an error. */
  status: number;
};

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type OtlpAttribute = { key: string; value: OtlpValue };
type OtlpExport = {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes: OtlpAttribute[];
        status?: { code?: number };
      }[];
    }[];
  }[];
};

function valueOf(value: OtlpValue): string | number | boolean {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  if (value.doubleValue !== undefined) return value.doubleValue;
  return value.boolValue ?? '';
}

function attributesOf(list: OtlpAttribute[]) {
  return Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));
}

export type OtlpReceiver = {
  /** The base URL, for OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  receiver: Receiver;
  /** Every span received so far. */
  spans(): ReceivedSpan[];
  close(): Promise<void>;
};

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const receiver = await startReceiver();
  receiver.respond = () => ({ status: 200, body: '{}' });
  return {
    url: receiver.url,
    receiver,
    spans: () =>
      receiver.received
        .filter((request) => request.path === '/v1/traces')
        .flatMap((request) =>
          (request.json as OtlpExport).resourceSpans.flatMap((resourceSpans) => {
            const service = String(attributesOf(resourceSpans.resource.attributes)['service.name']);
            return resourceSpans.scopeSpans.flatMap((scope) =>
              scope.spans.map((span) => ({
                service,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? '',
                name: span.name,
                kind: span.kind,
                attributes: attributesOf(span.attributes),
                status: span.status?.code ?? 0,
              })),
            );
          }),
        ),
    close: () => receiver.close(),
  };
}

/** The spans of one trace whose parent is not in it (its roots): one connected trace has exactly one. */
export function unparented(spans: ReceivedSpan[]): ReceivedSpan[] {
  const ids = new Set(spans.map((span) => span.spanId));
  return spans.filter((span) => !ids.has(span.parentSpanId));
}
