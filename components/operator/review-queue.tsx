'use client';

import Link from 'next/link';
import type { TQuote } from '@/lib/contract/quotes';
import { formatDate, shortId } from '@/lib/format';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TQuote>[] = [
  {
    header: 'Quote',
    cell: (quote) => (
      <Link href={`/operator/quotes/${quote.id}`} className="font-mono text-xs text-brand-700 underline">
        {shortId(quote.id)}
      </Link>
    ),
  },
  { header: 'Requester', cell: (quote) => `${quote.requester.name ?? ''} <${quote.requester.email}>` },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
  { header: 'Items', cell: (quote) => quote.items.length, className: 'text-right' },
  { header: 'Countries', cell: (quote) => quote.countries.join(', ') },
  { header: 'Submitted', cell: (quote) => formatDate(quote.created_at) },
];

/** Quotes waiting for pricing across companies, oldest first. */
export function ReviewQueue() {
  return (
    <ResourceTable
      query={operatorQuoteQueries.list({ status: 'pending_review' })}
      columns={COLUMNS}
      rowKey={(quote) => quote.id}
      caption="Quotes waiting for pricing"
      empty="No quotes are waiting for pricing."
    />
  );
}
