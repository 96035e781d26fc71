'use client';

import type { TQuote } from '@/lib/contract/quotes';
import { formatDate, formatMoney, shortId } from '@/lib/format';
import { quoteQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TQuote>[] = [
  { header: 'Quote', cell: (quote) => <span className="font-mono text-xs">{shortId(quote.id)}</span> },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
  { header: 'Requester', cell: (quote) => quote.requester.name ?? quote.requester.email },
  { header: 'Countries', cell: (quote) => quote.countries.join(', ') },
  { header: 'Items', cell: (quote) => quote.items.length, className: 'text-right' },
  { header: 'Total', cell: (quote) => formatMoney(quote.total, quote.currency), className: 'text-right' },
  { header: 'Created', cell: (quote) => formatDate(quote.created_at) },
];

export function QuoteList() {
  return <ResourceTable query={quoteQueries.list()} columns={COLUMNS} rowKey={(quote) => quote.id} caption="Quotes" empty="No quotes yet." />;
}
