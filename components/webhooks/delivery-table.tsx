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
      <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        Nothing was delivered yet. Send a test event to see one here.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Recent deliveries, newest first</caption>
        <thead className="bg-slate-50">
          <tr>
            {['Event', 'Status', 'Last response', 'Latency', 'Attempts', 'Created', 'Next attempt'].map((header) => (
              <th key={header} scope="col" className="px-4 py-2 text-left font-medium text-slate-700">
                {header}
              </th>
            ))}
            {onRedeliver ? (
              <th scope="col" className="px-4 py-2 text-left font-medium text-slate-700">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deliveries.map((delivery) => (
            <tr key={delivery.id}>
              <td className="px-4 py-2 font-mono text-xs">{delivery.event_type}</td>
              <td className="px-4 py-2">
                <StatusBadge status={delivery.status} />
              </td>
              <td className="px-4 py-2">
                {delivery.last_response_status !== null ? `HTTP ${delivery.last_response_status}` : '—'}
                {delivery.last_error ? <span className="block max-w-xs text-xs break-words text-red-800">{delivery.last_error}</span> : null}
              </td>
              <td className="px-4 py-2 tabular-nums">{delivery.latency_ms !== null ? `${delivery.latency_ms} ms` : '—'}</td>
              <td className="px-4 py-2 tabular-nums">{delivery.attempts}</td>
              <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(delivery.created_at)}</td>
              <td className="px-4 py-2 whitespace-nowrap">{delivery.next_attempt_at ? formatDateTime(delivery.next_attempt_at) : '—'}</td>
              {onRedeliver ? (
                <td className="px-4 py-2">
                  <button
                    type="button"
                    onClick={() => onRedeliver(delivery)}
                    disabled={redeliveringId !== null}
                    className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium whitespace-nowrap hover:bg-slate-100 disabled:opacity-60"
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
