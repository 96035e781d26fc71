'use client';

import type { TWebhookHealth } from '@/lib/contract/operations';
import { formatDate } from '@/lib/dates';
import { webhookHealthQueries } from '@/lib/queries/operator-queues';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TWebhookHealth>[] = [
  { header: 'Company', cell: (endpoint) => `${endpoint.company_name}${endpoint.livemode ? '' : ' (sandbox)'}` },
  { header: 'URL', cell: (endpoint) => <span className="font-mono text-xs break-all">{endpoint.url}</span> },
  {
    header: 'State',
    cell: (endpoint) =>
      endpoint.is_active ? (
        <span>
          <StatusBadge status="failing" /> since {endpoint.failing_since ? formatDate(endpoint.failing_since) : '—'}
        </span>
      ) : (
        <span>
          <StatusBadge status="disabled" /> {endpoint.disabled_reason}
        </span>
      ),
  },
  {
    header: 'Recent failures',
    cell: (endpoint) => (
      <ul className="space-y-1 text-xs">
        {endpoint.recent_failures.map((failure) => (
          <li key={failure.delivery_id}>
            {failure.event_type}:{' '}
            {failure.last_response_status
              ? `HTTP ${failure.last_response_status}`
              : (failure.last_error ?? 'no answer')}{' '}
            · {failure.attempts} attempt{failure.attempts === 1 ? '' : 's'} · {failure.status}
          </li>
        ))}
      </ul>
    ),
  },
];

/** Endpoints across companies whose deliveries fail, or that were disabled. */
export function WebhookHealthList() {
  return (
    <ResourceTable
      query={webhookHealthQueries.list()}
      columns={COLUMNS}
      rowKey={(endpoint) => endpoint.id}
      caption="Failing and disabled webhook endpoints"
      empty="Every webhook endpoint is healthy."
    />
  );
}
