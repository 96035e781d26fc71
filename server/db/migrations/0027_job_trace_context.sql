-- The W3C trace context of the span that enqueued each job (docs/traces.md); null when tracing is off.
ALTER TABLE "jobs" ADD COLUMN "trace_context" jsonb;
