'use client';

import { ObjectHistory } from '@/components/audit/object-history';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import type { TQuote } from '@/lib/contract/quotes';
import { BffError } from '@/lib/queries/bff-fetch';
import { quoteQueries } from '@/lib/queries/resources';
import { BudgetImpact } from '@/components/budgets/budget-impact';
import { quoteBudgetLines } from '@/components/budgets/quote-lines';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { AcceptAllAsQuoted } from './accept-all';
import { DecisionDialog, type Decision } from './decision-dialog';
import { ActionRequiredBanner, QuoteConversation } from './quote-conversation';
import { QuoteItemsTable } from './quote-items-table';
import { QuoteApproval } from './quote-approval';
import { QuoteSummary } from './quote-summary';
import { QuoteTimeline } from './quote-timeline';

type Props = { id: string; canDecide: boolean; canComment: boolean; canAudit: boolean };

/**
 * A quote: its number and money, the timeline, its items as a compact table whose rows open to the options (with the
 * decisions, for roles that may), and the conversation with Loadout.
 */
export function QuoteDetail({ id, canDecide, canComment, canAudit }: Props) {
  const quote = useQuery(quoteQueries.detail(id));
  if (quote.isPending) return <TableSkeleton columns={4} />;
  if (quote.isError) {
    if (quote.error instanceof BffError && quote.error.status === 404) return <QuoteNotFound />;
    return <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} />;
  }
  return <QuoteView quote={quote.data} canDecide={canDecide} canComment={canComment} canAudit={canAudit} />;
}

function QuoteView({
  quote,
  canComment,
  canAudit,
  ...props
}: {
  quote: TQuote;
  canDecide: boolean;
  canComment: boolean;
  canAudit: boolean;
}) {
  // While approvers decide, the items wait for them: their decisions are changed on the approval request.
  const canDecide = props.canDecide && quote.status !== 'Awaiting Approval';
  const [decision, setDecision] = useState<Decision | null>(null);
  // A quote of one item opens it; longer ones start as the compact table.
  const [openItems, setOpenItems] = useState<ReadonlySet<string>>(
    () => new Set(quote.items.length === 1 ? [quote.items[0]!.id] : []),
  );

  function toggle(itemId: string) {
    setOpenItems((current) => {
      const next = new Set(current);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });
  }

  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-2 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-muted">
          <li>
            <Link href="/quotes" className="text-accent underline hover:text-fg">
              Quotes
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-fg">
            {quote.number}
          </li>
        </ol>
      </nav>
      <PageHeader
        title={`Quote ${quote.number}`}
        description={`${quote.items.length} ${quote.items.length === 1 ? 'item' : 'items'}, requested by ${quote.requester.name ?? quote.requester.email}`}
      />
      <div className="space-y-6">
        {quote.action_required ? (
          <ActionRequiredBanner request={quote.action_required} canComment={canComment} />
        ) : null}
        <QuoteSummary quote={quote} />
        <QuoteApproval quote={quote} />
        <QuoteTimeline quote={quote} />
        {quote.status === 'Quoted' ? (
          <BudgetImpact
            currency={quote.currency}
            lines={quoteBudgetLines(quote)}
            title="What this quote would leave of the budgets"
          />
        ) : null}
        <section aria-labelledby="quote-items" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="quote-items" className="text-lg font-semibold">
              Items
            </h2>
            {canDecide ? <AcceptAllAsQuoted quote={quote} /> : null}
          </div>
          <QuoteItemsTable
            quote={quote}
            openItems={openItems}
            onToggle={toggle}
            canDecide={canDecide}
            onDecide={(item, option, action) => setDecision({ item, option, action })}
          />
        </section>
        <QuoteConversation quote={quote} canComment={canComment} />
        {canAudit ? <ObjectHistory objectId={quote.id} what="quote" /> : null}
      </div>
      {decision ? (
        <DecisionDialog
          key={`${decision.option.id}-${decision.action}`}
          quoteId={quote.id}
          quoteNumber={quote.number}
          currency={quote.currency}
          decision={decision}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </>
  );
}

function QuoteNotFound() {
  return (
    <div role="status" className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center">
      <p className="font-semibold text-fg">No quote with this id</p>
      <p className="mt-1 text-sm text-muted">It may belong to another company, or the link is mistyped.</p>
      <Link href="/quotes" className="mt-4 inline-block text-sm text-accent underline">
        Back to all quotes
      </Link>
    </div>
  );
}
