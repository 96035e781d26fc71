'use client';

import { StatusBadge } from '@/components/ui/status-badge';
import type { TWebhookDelivery } from '@/lib/contract/webhooks';
import { formatDateTime } from '@/lib/format';

type Props = {
  deliveries: TWebhookDelivery[];
  /** Set while one redelivery is being queued. */
  redeliveringId: string | null;
  onRedeliver?: (delivery: TWebhookDelivery) => void;
};

/** The endpoint's last deliveries, newest first, each with its last attempt and a way to send it again. */
export function DeliveryTable({ deliveries, redeliveringId, onRedeliver }: Props) {
  if (deliveries.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
        Nothing was delivered yet. Send a test event to see one here.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-raised shadow-sm">
      <table className="table-stack min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">Recent deliveries, newest first</caption>
        <thead className="bg-surface">
          <tr>
            {['Event', 'Status', 'Last response', 'Latency', 'Attempts', 'Created', 'Next attempt'].map((header) => (
              <th key={header} scope="col" className="px-4 py-2 text-left font-medium text-muted">
                {header}
              </th>
            ))}
            {onRedeliver ? (
              <th scope="col" className="px-4 py-2 text-left font-medium text-muted">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-subtle">
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td data-label="Event" className="px-4 py-2 font-mono text-xs">{delivery.event_type}</td>
              <td data-label="Status" className="px-4 py-2">
                <StatusBadge status={delivery.status} />
              </td>
              <td data-label="Last response" className="px-4 py-2">
                {delivery.last_response_status !== null ? `HTTP ${delivery.last_response_status}` : '—'}
                {delivery.last_error ? <span className="block max-w-xs text-xs break-words text-danger">{delivery.last_error}</span> : null}
              </td>
              <td data-label="Latency" className="px-4 py-2 tabular-nums">{delivery.latency_ms !== null ? `${delivery.latency_ms} ms` : '—'}</td>
              <td data-label="Attempts" className="px-4 py-2 tabular-nums">{delivery.attempts}</td>
              <td data-label="Created" className="px-4 py-2 whitespace-nowrap">{formatDateTime(delivery.created_at)}</td>
              <td data-label="Next attempt" className="px-4 py-2 whitespace-nowrap">{delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'}</td>
              {onRedeliver ? (
                <td className="px-4 py-2">
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
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
