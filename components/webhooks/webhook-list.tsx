'use client';

import Link from 'next/link';
import type { TWebhookEndpoint } from '@/lib/contract/webhooks';
import { formatDate } from '@/lib/dates';
import { webhookQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TWebhookEndpoint>[] = [
  {
    header: 'URL',
    cell: (endpoint) => (
      <Link href={`/webhooks/${endpoint.id}`} className="font-mono text-xs break-all text-accent underline">
        {endpoint.url}
      </Link>
    ),
  },
  { header: 'Description', cell: (endpoint) => endpoint.description ?? '—' },
  { header: 'Events', cell: (endpoint) => <span className="font-mono text-xs">{endpoint.events.join(', ')}</span> },
  { header: 'Status', cell: (endpoint) => <StatusBadge status={endpoint.is_active ? 'active' : 'disabled'} /> },
  { header: 'Created', cell: (endpoint) => formatDate(endpoint.created_at) },
];

export function WebhookList() {
  return (
    <ResourceTable
      query={webhookQueries.list()}
      columns={COLUMNS}
      rowKey={(endpoint) => endpoint.id}
      caption="Webhook endpoints"
      empty="No webhook endpoints yet."
    />
  );
}
