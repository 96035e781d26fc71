'use client';

import Link from 'next/link';
import type { TQuote } from '@/lib/contract/quotes';
import { countryLabels } from '@/lib/countries';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { ListFilters } from '@/lib/queries/list';
import { quoteQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { countDecidedItems } from './item-outcome';

/** The accepted total once something is decided (what will be paid), else the quoted one, each saying which it is. */
function QuoteTotal({ quote }: { quote: TQuote }) {
  // One block: a stacked row's cell is a label/value grid.
  if (quote.total === null) return <div className="text-muted">Being priced</div>;
  if (countDecidedItems(quote) === 0 || quote.accepted_total === null) {
    return (
      <div>
        {formatMoney(quote.total, quote.currency)} <span className="text-xs text-muted">quoted</span>
      </div>
    );
  }
  return (
    <div>
      {formatMoney(quote.accepted_total, quote.currency)} <span className="text-xs text-muted">accepted</span>
      <span className="block text-xs text-muted">of {formatMoney(quote.total, quote.currency)} quoted</span>
    </div>
  );
}

const COLUMNS: Column<TQuote>[] = [
  {
    header: 'Quote',
    cell: (quote) => (
      <Link href={`/quotes/${quote.id}`} className="font-medium whitespace-nowrap text-accent underline hover:text-fg">
        {quote.number}
      </Link>
    ),
  },
  {
    header: 'Status',
    cell: (quote) => (
      <span className="flex flex-wrap gap-1">
        <StatusBadge status={quote.status} />
        {quote.action_required ? <StatusBadge status="Pending" label="Action required" /> : null}
      </span>
    ),
  },
  { header: 'Requester', cell: (quote) => quote.requester.name ?? quote.requester.email },
  { header: 'PO number', cell: (quote) => quote.po_number ?? '—' },
  { header: 'Countries', cell: (quote) => countryLabels(quote.countries).join(', ') || '—' },
  { header: 'Items', cell: (quote) => quote.items.length, className: 'text-right' },
  { header: 'Total', cell: (quote) => <QuoteTotal quote={quote} />, className: 'text-right' },
  { header: 'Created', cell: (quote) => formatDate(quote.created_at) },
];

/** Quotes, newest first; `filters` are the API's list filters (`search`, `status`, `country`, `created_after`, `created_before`). */
export function QuoteList({ filters = {}, empty }: { filters?: ListFilters; empty?: string }) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <ResourceTable
      query={quoteQueries.list(filters)}
      columns={COLUMNS}
      rowKey={(quote) => quote.id}
      caption="Quotes"
      empty={empty ?? (isFiltered ? 'No quotes match these filters.' : 'No quotes yet.')}
    />
  );
}
