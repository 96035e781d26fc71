'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { bffCall } from '@/lib/queries/bff-call';
import { testReceiverQueries, webhookQueries } from '@/lib/queries/resources';
import type { TTestReceiver } from '@/lib/webhooks/test-receiver';
import { TestReceiverArrivals } from './test-receiver-arrivals';

type TestResult = { delivered: boolean; response_status: number | null; error: string | null };

/** The demo's built-in webhook test receiver: set it up, send it a test event, and see what arrived. */
export function TestReceiverPanel() {
  const query = useQuery(testReceiverQueries.current());
  // Failures show in the panel, beside the receiver they concern.
  const setUp = useBffMutation({
    call: () => bffCall<{ data: TTestReceiver }>('POST /api/webhooks/test-receiver'),
    invalidates: [webhookQueries.root],
    success: 'The built-in test receiver is subscribed to every event.',
    toastsError: false,
  });
  const test = useBffMutation({
    call: (endpointId: string) =>
      bffCall<{ data: TestResult }>('POST /api/webhooks/[id]/test', { params: { id: endpointId } }).then(
        (body) => body.data,
      ),
    invalidates: [webhookQueries.root],
    toastsError: false,
  });
  const notDelivered =
    test.data && !test.data.delivered
      ? `The test event was not delivered: ${test.data.error ?? `HTTP ${test.data.response_status}`}.`
      : null;
  const problem = setUp.error?.message ?? test.error?.message ?? notDelivered;

  const receiver = query.data;
  return (
    <section aria-labelledby="test-receiver" className="mt-8 space-y-4">
      <div>
        <h2 id="test-receiver" className="text-lg font-semibold">
          Built-in test receiver
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">
          Try webhooks without a server of your own. The demo dashboard receives them itself: it registers an endpoint
          for every event at its own address, checks each delivery’s signature with the endpoint’s secret, and shows
          here what arrived. Only in the demo (<code>npm start</code>).
        </p>
      </div>
      {query.isPending ? <p className="text-sm text-muted">Loading the test receiver…</p> : null}
      {query.isError ? <ErrorMessage error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && !receiver ? (
        <Button onClick={() => setUp.mutate()} disabled={setUp.isPending}>
          {setUp.isPending ? 'Setting up…' : 'Use the built-in test receiver'}
        </Button>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      {receiver ? (
        <>
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-raised p-4">
            <Link
              href={`/webhooks/${receiver.endpoint_id}`}
              className="min-w-0 flex-1 font-mono text-xs break-all text-accent underline"
            >
              {receiver.url}
            </Link>
            <Button onClick={() => test.mutate(receiver.endpoint_id)} disabled={test.isPending}>
              {test.isPending ? 'Sending…' : 'Send test event'}
            </Button>
          </div>
          <p className="text-xs text-muted">
            Refreshed every 2 seconds while this page is open; the last 50 arrivals are kept until the dashboard
            restarts.
          </p>
          <TestReceiverArrivals arrivals={receiver.arrivals} />
        </>
      ) : null}
    </section>
  );
}
