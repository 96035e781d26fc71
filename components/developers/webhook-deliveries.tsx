'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { DeliveryTable } from '@/components/webhooks/delivery-table';
import { webhookQueries } from '@/lib/queries/resources';

/** The recent webhook deliveries of every endpoint of the company, newest first: what the API sent back. */
export function WebhookDeliveries() {
  const query = useQuery(webhookQueries.deliveries());
  return (
    <section aria-labelledby="webhook-deliveries" className="min-w-0">
      <h2 id="webhook-deliveries" className="mb-3 text-lg font-semibold">
        Webhook deliveries
      </h2>
      {query.isPending ? (
        <TableSkeleton columns={4} rows={3} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DeliveryTable
          deliveries={query.data}
          redeliveringId={null}
          empty={
            <>
              No webhook deliveries yet. Add an endpoint on the{' '}
              <Link href="/webhooks" className="text-accent underline">
                Webhooks
              </Link>{' '}
              page and send it a test event.
            </>
          }
        />
      )}
    </section>
  );
}
