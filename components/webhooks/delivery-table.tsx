'use client';

import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import type { TWebhookDelivery } from '@/lib/contract/webhooks';
import { formatDateTime } from '@/lib/dates';

type Props = {
  deliveries: TWebhookDelivery[];
  /** Set while one redelivery is being queued. */
  redeliveringId: string | null;
  onRedeliver?: (delivery: TWebhookDelivery) => void;
  /** What to say when there is none yet; by default, what an endpoint's page says. */
  empty?: ReactNode;
};

/** The endpoint's last deliveries, newest first, each with its last attempt and a way to send it again. */
export function DeliveryTable({
  deliveries,
  redeliveringId,
  onRedeliver,
  empty = 'Nothing was delivered yet. Send a test event to see one here.',
}: Props) {
  if (deliveries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
        {empty}
      </p>
    );
  }
  return (
    <Table
      caption="Recent deliveries, newest first"
      headers={[
        'Event',
        'Status',
        'Last response',
        'Latency',
        'Attempts',
        'Created',
        'Next attempt',
        Boolean(onRedeliver) && { key: 'actions', label: <span className="sr-only">Actions</span> },
      ]}
    >
      {deliveries.map((delivery) => (
        <tr key={delivery.id}>
          <Cell label="Event" className="font-mono text-xs">
            {delivery.event_type}
          </Cell>
          <Cell label="Status">
            <StatusBadge status={delivery.status} />
          </Cell>
          <Cell label="Last response">
            {delivery.last_response_status !== null ? `HTTP ${delivery.last_response_status}` : '—'}
            {delivery.last_error ? (
              <span className="block max-w-xs text-xs break-words text-danger">{delivery.last_error}</span>
            ) : null}
          </Cell>
          <Cell label="Latency" className="tabular-nums">
            {delivery.latency_ms !== null ? `${delivery.latency_ms} ms` : '—'}
          </Cell>
          <Cell label="Attempts" className="tabular-nums">
            {delivery.attempts}
          </Cell>
          <Cell label="Created" className="whitespace-nowrap">
            {formatDateTime(delivery.created_at)}
          </Cell>
          <Cell label="Next attempt" className="whitespace-nowrap">
            {delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'}
          </Cell>
          {onRedeliver ? (
            <Cell>
              <button
                type="button"
                onClick={() => onRedeliver(delivery)}
                disabled={redeliveringId !== null}
                className="rounded-md border border-line-strong px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-subtle disabled:opacity-60"
              >
                {redeliveringId === delivery.id ? 'Queueing…' : 'Redeliver'}
                <span className="sr-only">
                  {' '}
                  {delivery.event_type} of {formatDateTime(delivery.created_at)}
                </span>
              </button>
            </Cell>
          ) : null}
        </tr>
      ))}
    </Table>
  );
}
