'use client';

import type { TOperatorDeviceAction } from '@/lib/contract/device-actions';
import type { TOperatorQuote } from '@/lib/contract/quotes';
import { formatDate } from '@/lib/dates';
import { operatorActionQueries, operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { CompanyName } from './company-link';
import { ReferenceLink } from './reference-link';
import { describeRequester } from './quote-labels';

const contains = (value: string | null | undefined, query: string) =>
  Boolean(value && value.toLowerCase().includes(query.toLowerCase()));

/** The recipients the search found, with the field that matched; empty when the quote matched as a whole. */
function matchingRecipients(quote: TOperatorQuote, query: string): string[] {
  return quote.items.flatMap((item) =>
    item.recipients.flatMap((recipient) => {
      const fields = [
        contains(recipient.serial_number, query) ? `serial ${recipient.serial_number}` : null,
        contains(recipient.tracking_code, query) ? `tracking ${recipient.tracking_code}` : null,
        contains(recipient.email, query) ? recipient.email : null,
      ].filter(Boolean);
      return fields.length > 0 || contains(recipient.name, query)
        ? [`${recipient.name}${fields.length ? ` (${fields.join(', ')})` : ''}`]
        : [];
    }),
  );
}

function quoteColumns(query: string): Column<TOperatorQuote>[] {
  return [
    {
      header: 'Quote',
      cell: (quote) => <ReferenceLink href={`/operator/quotes/${quote.id}`}>{quote.number}</ReferenceLink>,
    },
    { header: 'Company', cell: (quote) => <CompanyName company={quote.company} livemode={quote.livemode} /> },
    { header: 'Requester', cell: (quote) => describeRequester(quote) },
    { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
    {
      header: 'Matching recipients',
      cell: (quote) => {
        const recipients = [...new Set(matchingRecipients(quote, query))];
        return recipients.length > 0 ? (
          <span className="break-words">{recipients.join('; ')}</span>
        ) : (
          <span className="text-muted">—</span>
        );
      },
    },
    { header: 'Created', cell: (quote) => formatDate(quote.created_at) },
  ];
}

const ACTION_COLUMNS: Column<TOperatorDeviceAction>[] = [
  {
    header: 'Action',
    cell: (action) => <ReferenceLink href={`/operator/device-actions/${action.id}`}>{action.action_id}</ReferenceLink>,
  },
  { header: 'Company', cell: (action) => <CompanyName company={action.company} livemode={action.livemode} /> },
  { header: 'Type', cell: (action) => action.action_type },
  { header: 'Status', cell: (action) => <StatusBadge status={action.status} /> },
  {
    header: 'Device',
    cell: (action) => <span className="break-words">{`${action.model} · ${action.serial_number}`}</span>,
  },
  {
    header: 'From → to',
    cell: (action) => `${action.current_user?.name ?? 'Storage'} → ${action.new_recipient?.name ?? 'Storage'}`,
  },
  { header: 'Tracking', cell: (action) => action.tracking_code ?? '—' },
];

/** Quotes and device actions of every company that match the search, newest first, each linking to its workspace. */
export function SearchResults({ query }: { query: string }) {
  if (!query) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
        Type a quote number (Q-…), a device action reference (DA-…), a company, a requester or recipient, a serial
        number or a tracking code in the search box above.
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <section aria-labelledby="quote-results" className="space-y-3">
        <h2 id="quote-results" className="text-lg font-semibold">
          Quotes
        </h2>
        <ResourceTable
          query={operatorQuoteQueries.list({ search: query, sort: '-created_at' })}
          columns={quoteColumns(query)}
          rowKey={(quote) => quote.id}
          caption={`Quotes matching “${query}”`}
          empty={`No quote matches “${query}”.`}
        />
      </section>
      <section aria-labelledby="action-results" className="space-y-3">
        <h2 id="action-results" className="text-lg font-semibold">
          Device actions
        </h2>
        <ResourceTable
          query={operatorActionQueries.list({ search: query, sort: '-created_at' })}
          columns={ACTION_COLUMNS}
          rowKey={(action) => action.id}
          caption={`Device actions matching “${query}”`}
          empty={`No device action matches “${query}”.`}
        />
      </section>
    </div>
  );
}
