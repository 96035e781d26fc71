'use client';

import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/dates';
import { testReceiverQueries } from '@/lib/queries/resources';
import type { TTestArrival } from '@/lib/webhooks/test-receiver';

/** What the built-in test receiver got, newest first, each with its signature check and its body. */
export function TestReceiverArrivals({ arrivals }: { arrivals: TTestArrival[] }) {
  if (arrivals.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
        Nothing arrived yet. Send a test event, or create a quote: events appear here within seconds.
      </p>
    );
  }
  return (
    <ol aria-label="Arrivals, newest first" className="space-y-3">
      {arrivals.map((arrival, index) => (
        <li
          key={`${arrival.received_at}-${arrival.webhook_id ?? index}`}
          className="min-w-0 rounded-lg border border-line bg-raised p-4"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-mono font-medium break-all">{arrival.event_type ?? 'unknown event'}</span>
            <span className="text-muted">{formatDateTime(arrival.received_at)}</span>
            {arrival.is_verified ? (
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
                ✓ Signature verified
              </span>
            ) : (
              <span className="rounded-full bg-danger-soft px-2 py-0.5 text-xs font-medium text-danger">
                ✗ Signature not verified
              </span>
            )}
          </div>
          {arrival.problem ? <p className="mt-1 text-sm text-danger">{arrival.problem}</p> : null}
          {/* Scrolls when long: focusable, so that a keyboard can scroll it too. */}
          <pre tabIndex={0} className="mt-3 max-h-72 overflow-auto rounded-md bg-surface p-3 font-mono text-xs text-fg">
            {arrival.body}
          </pre>
        </li>
      ))}
    </ol>
  );
}

/** On an endpoint's page: its arrivals, when it is the built-in test receiver. */
export function EndpointTestArrivals({ endpointId }: { endpointId: string }) {
  const query = useQuery(testReceiverQueries.current());
  if (query.data?.endpoint_id !== endpointId) return null;
  return (
    <section aria-labelledby="test-receiver-arrivals" className="mt-8">
      <h2 id="test-receiver-arrivals" className="mb-1 text-lg font-semibold">
        Arrived at the built-in test receiver
      </h2>
      <p className="mb-3 text-sm text-muted">
        This endpoint is the demo’s own receiver; it checks each signature with the endpoint’s secret.
      </p>
      <TestReceiverArrivals arrivals={query.data.arrivals} />
    </section>
  );
}
