'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { shortId } from '@/lib/format';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActionRequiredPanel } from './action-required-panel';
import { RecipientFulfilment } from './recipient-fulfilment';

/** Accepted items waiting to ship or to arrive, oldest quote first: add tracking, confirm delivery, ask for input. */
export function FulfilmentBoard() {
  const quotes = useInfiniteQuery(operatorQuoteQueries.list({ status: 'approved,in_progress' }));
  if (quotes.isPending) return <TableSkeleton columns={4} />;
  if (quotes.isError) return <ErrorMessage error={quotes.error} onRetry={() => void quotes.refetch()} />;
  const rows = quotes.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">Nothing to ship right now.</p>;
  return (
    <div className="space-y-4">
      {rows.map((quote) => (
        <section key={quote.id} aria-labelledby={`fulfil-${quote.id}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`fulfil-${quote.id}`} className="font-semibold">
              <Link href={`/operator/quotes/${quote.id}`} className="text-brand-700 underline">
                Quote {shortId(quote.id)}
              </Link>{' '}
              <span className="font-normal text-slate-600">· {quote.requester.name ?? quote.requester.email}</span>
            </h2>
            <StatusBadge status={quote.status} />
          </div>
          {quote.items
            .filter((item) => item.selected_option !== null)
            .map((item) => {
              const chosen =
                item.selected_option?.type === 'alternative' ? item.alternatives.find((alternative) => alternative.id === item.selected_option?.id) : null;
              return (
                <div key={item.id} className="space-y-2">
                  <h3 className="text-sm font-medium">
                    {chosen ? `${chosen.brand} ${chosen.model} (alternative)` : (item.product_type ?? item.mode)} × {item.quantity}
                  </h3>
                  {item.recipients.map((recipient) => (
                    <RecipientFulfilment key={recipient.id} quoteId={quote.id} recipient={recipient} />
                  ))}
                </div>
              );
            })}
          <ActionRequiredPanel path={`/api/operator/quotes/${quote.id}/action-required`} current={quote.action_required} invalidates={[operatorQuoteQueries.root]} />
        </section>
      ))}
      {quotes.hasNextPage ? (
        <Button variant="secondary" onClick={() => void quotes.fetchNextPage()} disabled={quotes.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
