'use client';

import type { TQuote } from '@/lib/contract/quotes';
import { quoteQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

// Quotes that are on their way or delivered, with each recipient's tracking.
const COLUMNS: Column<TQuote>[] = [
  { header: 'Requester', cell: (quote) => quote.requester.name ?? quote.requester.email },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
  {
    header: 'Recipients and tracking',
    cell: (quote) => (
      <ul className="space-y-1">
        {quote.items.flatMap((item) =>
          item.recipients.map((recipient) => (
            <li key={recipient.id}>
              {recipient.name} ({recipient.country}) — <StatusBadge status={recipient.status} />{' '}
              {recipient.tracking_link ? (
                <a className="text-brand-700 underline" href={recipient.tracking_link} target="_blank" rel="noreferrer">
                  {recipient.tracking_code ?? 'Track'}
                </a>
              ) : null}
            </li>
          )),
        )}
      </ul>
    ),
  },
];

export function ShipmentList() {
  return (
    <ResourceTable
      query={quoteQueries.list({ status: 'in_progress,delivered' })}
      columns={COLUMNS}
      rowKey={(quote) => quote.id}
      caption="Shipments"
      empty="Nothing has shipped yet."
    />
  );
}
