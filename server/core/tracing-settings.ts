import { z } from 'zod';

// The standard OpenTelemetry variables Loadout's processes read (docs/traces.md). They are checked here so that a typo
// stops the process with a message; the SDK itself then reads them from the environment, as it does everywhere.

const zOtlpUrl = z.url('expected an http:// or https:// URL such as http://127.0.0.1:4318').regex(/^https?:\/\//, {
  message: 'expected an http:// or https:// URL such as http://127.0.0.1:4318 (OTLP over HTTP)',
});

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
] as const;

export const zTracingSettings = z.object({
  /** Where spans go: the collector's base URL, to which `/v1/traces` is added. Unset (and no _TRACES_ one): no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: zOtlpUrl.optional(),
  /** The full URL for spans, used as is; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: zOtlpUrl.optional(),
  /** Spans are sent as OTLP/HTTP JSON, which every OTLP/HTTP receiver takes. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .literal('http/json', {
      message:
        'Loadout sends OTLP over HTTP as JSON: set http/json or leave it unset (grpc and http/protobuf are not built in)',
    })
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z
    .literal('http/json', {
      message:
        'Loadout sends OTLP over HTTP as JSON: set http/json or leave it unset (grpc and http/protobuf are not built in)',
    })
    .optional(),
  /** Replaces the process's own name (loadout-api, loadout-worker, loadout-dashboard). */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  OTEL_TRACES_SAMPLER: z.enum(SAMPLERS, { message: `expected one of ${SAMPLERS.join(', ')}` }).optional(),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ message: 'expected a ratio from 0 to 1, e.g. 0.1' })
    .min(0, 'expected a ratio from 0 to 1, e.g. 0.1')
    .max(1, 'expected a ratio from 0 to 1, e.g. 0.1')
    .optional(),
  /** `true` turns tracing off even with an endpoint set, as in every OpenTelemetry SDK. */
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false'], { message: 'expected true or false' })
    .transform((value) => value === 'true')
    .optional(),
});

export type TracingSettings = z.infer<typeof zTracingSettings>;

/** Whether spans are to be made and exported: an OTLP endpoint is set and the SDK is not disabled. */
export function isTracingConfigured(settings: TracingSettings): boolean {
  return (
    !settings.OTEL_SDK_DISABLED &&
    Boolean(settings.OTEL_EXPORTER_OTLP_ENDPOINT || settings.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

/**
 * The tracing variables of a process that does not read server/config.ts (the dashboard's server); a bad value throws,
 * naming the variable. Empty counts as unset, as in loadConfig.
 */
export function readTracingSettings(env: Record<string, string | undefined>): TracingSettings {
  const set = Object.fromEntries(Object.entries(env).filter(([name, value]) => name.startsWith('OTEL_') && value));
  const parsed = zTracingSettings.safeParse(set);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  - ${String(issue.path[0])}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}
