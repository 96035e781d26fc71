'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { TOperatorQuote } from '@/lib/contract/quotes';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActionRequiredPanel } from './action-required-panel';
import { CompanyLink } from './company-link';
import {
  acceptedAlternative,
  acceptedName,
  describeDecisions,
  describeRequester,
  type TOperatorItem,
} from './quote-labels';
import { RecipientFulfilment } from './recipient-fulfilment';

const isOpen = (item: TOperatorItem) =>
  item.selected_option !== null && item.recipients.some((recipient) => recipient.status !== 'Delivered');

/** One accepted item to ship: named by what was accepted, with each recipient's tracking and delivery. */
function AcceptedItem({ quote, item }: { quote: TOperatorQuote; item: TOperatorItem }) {
  const alternative = acceptedAlternative(item);
  return (
    <div className="space-y-2" role="group" aria-labelledby={`ship-${item.id}`}>
      <h3 id={`ship-${item.id}`} className="text-sm font-medium">
        {acceptedName(item)}{' '}
        <span className="font-normal text-muted">
          · {item.product_type ?? 'item'} · quantity {item.quantity}
          {alternative ? ' · alternative the client accepted' : ''}
        </span>
      </h3>
      {item.recipients.map((recipient) => (
        <RecipientFulfilment
          key={recipient.id}
          quoteId={quote.id}
          item={item}
          recipient={recipient}
          companyName={quote.company.name}
        />
      ))}
    </div>
  );
}

function QuoteToShip({ quote }: { quote: TOperatorQuote }) {
  const open = quote.items.filter(isOpen);
  const delivered = quote.items.filter((item) => item.selected_option !== null && !isOpen(item)).length;
  const undecided = quote.items.filter((item) => !item.outcome.is_decided).length;
  return (
    <section aria-labelledby={`fulfil-${quote.id}`} className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`fulfil-${quote.id}`} className="font-semibold">
            {/* A block of its own, as high as the line: an inline link's box is only as high as its letters. */}
            <Link
              href={`/operator/quotes/${quote.id}`}
              className="inline-flex min-h-6 items-center text-accent underline"
            >
              Quote {quote.number}
            </Link>
          </h2>
          <p className="text-sm break-words text-muted">
            <CompanyLink company={quote.company} livemode={quote.livemode} /> · {describeRequester(quote)}
          </p>
        </div>
        <StatusBadge status={quote.status} />
      </div>
      {undecided > 0 ? (
        <p className="rounded-md border border-warning-line bg-warning-soft px-3 py-2 text-sm text-warning">
          {describeDecisions(quote)}: ship what was accepted;{' '}
          {undecided === 1 ? 'one item still waits' : `${undecided} items still wait`} for the client&apos;s decision.
        </p>
      ) : null}
      {open.map((item) => (
        <AcceptedItem key={item.id} quote={quote} item={item} />
      ))}
      {delivered > 0 ? (
        <p className="text-sm text-muted">
          {delivered === 1 ? 'One more accepted item is' : `${delivered} more accepted items are`} delivered.
        </p>
      ) : null}
      <ActionRequiredPanel
        on={{ kind: 'quotes', id: quote.id }}
        current={quote.action_required}
        invalidates={[operatorQuoteQueries.root]}
      />
    </section>
  );
}

/** Accepted items waiting to ship or to arrive, whatever their quote's status, oldest quote first. */
export function FulfilmentBoard() {
  const quotes = useInfiniteQuery(operatorQuoteQueries.list({ fulfilment: 'open' }));
  if (quotes.isPending) return <TableSkeleton columns={4} />;
  if (quotes.isError) return <ErrorMessage error={quotes.error} onRetry={() => void quotes.refetch()} />;
  const rows = quotes.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
        Nothing to ship right now: every accepted item is delivered.
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {rows.map((quote) => (
        <QuoteToShip key={quote.id} quote={quote} />
      ))}
      {quotes.hasNextPage ? (
        <Button variant="secondary" onClick={() => void quotes.fetchNextPage()} disabled={quotes.isFetchingNextPage}>
          {quotes.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
