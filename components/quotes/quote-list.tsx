'use client';

import Link from 'next/link';
import type { TQuote } from '@/lib/contract/quotes';
import { formatDate, formatMoney, shortId } from '@/lib/format';
import type { ListFilters } from '@/lib/queries/list';
import { quoteQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TQuote>[] = [
  {
    header: 'Quote',
    cell: (quote) => (
      <Link href={`/quotes/${quote.id}`} className="font-mono text-xs text-brand-700 underline hover:text-brand-900">
        {shortId(quote.id)}
      </Link>
    ),
  },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
  { header: 'Requester', cell: (quote) => quote.requester.name ?? quote.requester.email },
  { header: 'PO number', cell: (quote) => quote.po_number ?? '—' },
  { header: 'Countries', cell: (quote) => quote.countries.join(', ') },
  { header: 'Items', cell: (quote) => quote.items.length, className: 'text-right' },
  { header: 'Total', cell: (quote) => formatMoney(quote.total, quote.currency), className: 'text-right' },
  { header: 'Created', cell: (quote) => formatDate(quote.created_at) },
];

/** Quotes, newest first; `filters` are the API's list filters (`status`, `country`, `created_after`, `created_before`). */
export function QuoteList({ filters = {} }: { filters?: ListFilters }) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <ResourceTable
      query={quoteQueries.list(filters)}
      columns={COLUMNS}
      rowKey={(quote) => quote.id}
      caption="Quotes"
      empty={isFiltered ? 'No quotes match these filters.' : 'No quotes yet.'}
    />
  );
}
