'use client';

import { useQuery } from '@tanstack/react-query';
import { describeItem } from '@/components/quotes/quote-options';
import type { TOperatorQuote } from '@/lib/contract/quotes';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { describeItemOutcome } from '@/lib/quotes/item-outcome-label';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActionRequiredPanel } from './action-required-panel';
import { CommentThread } from './comment-thread';
import { CompanyLink } from './company-link';
import { AlternativeForm, AlternativeSummary, PriceForm } from './item-pricing';
import {
  acceptedAlternative,
  acceptedName,
  describeCountries,
  describeDecisions,
  describeRequester,
  describeSpecification,
  type TOperatorItem,
} from './quote-labels';
import { RecipientFulfilment } from './recipient-fulfilment';

const PRICEABLE = new Set(['Pending Review', 'Quoted']);
const INVALIDATES = [operatorQuoteQueries.root];

function QuoteSummary({ quote }: { quote: TOperatorQuote }) {
  const decided = quote.status !== 'Pending Review';
  return (
    <div className="mb-6 space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Quote {quote.number}</h1>
        <StatusBadge status={quote.status} />
      </div>
      <p className="text-sm break-words text-muted">
        <CompanyLink company={quote.company} livemode={quote.livemode} /> · {describeRequester(quote)}
        {quote.po_number ? ` · PO ${quote.po_number}` : ''} · {describeCountries(quote.countries)} · created{' '}
        {formatDate(quote.created_at)}
      </p>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-muted">Quoted</dt>
          <dd className="font-medium">
            {quote.total === null ? 'not priced yet' : formatMoney(quote.total, quote.currency)}
          </dd>
        </div>
        {decided ? (
          <div className="flex gap-1">
            <dt className="text-muted">Accepted so far</dt>
            <dd className="font-medium">{formatMoney(quote.accepted_total, quote.currency)}</dd>
          </div>
        ) : null}
        {decided ? (
          <div className="flex gap-1">
            <dt className="text-muted">Decisions</dt>
            <dd className="font-medium">{describeDecisions(quote)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

function ItemSection({ quote, item, index }: { quote: TOperatorQuote; item: TOperatorItem; index: number }) {
  const accepted = item.selected_option !== null;
  const alternative = acceptedAlternative(item);
  const specification = describeSpecification(item);
  return (
    <section aria-labelledby={`item-${item.id}`} className="space-y-3 rounded-lg border border-line bg-raised p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`item-${item.id}`} className="font-semibold break-words">
            Item {index + 1}: {describeItem(item)}
          </h2>
          <p className="text-sm break-words text-muted">
            {[
              item.product_type,
              item.mode === 'kit' ? 'from a kit' : item.mode === 'freeform' ? 'freeform request' : 'from the catalog',
              specification,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="text-sm text-muted">
            Quantity {item.quantity}
            {item.comments ? ` · “${item.comments}”` : ''} · unit price {formatMoney(item.price, quote.currency)}
            {alternative
              ? ` · the client accepted ${alternative.brand} ${alternative.model} at ${formatMoney(alternative.price, quote.currency)}`
              : ''}
          </p>
        </div>
        <StatusBadge status={item.outcome.state} label={describeItemOutcome(item.outcome)} />
      </div>
      {PRICEABLE.has(item.status) && !accepted ? (
        <PriceForm quoteId={quote.id} item={item} currency={quote.currency} />
      ) : null}
      {item.alternatives.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium">Alternatives</h3>
          <ul className="mt-1 space-y-1">
            {item.alternatives.map((alternative) => (
              <AlternativeSummary key={alternative.id} alternative={alternative} currency={quote.currency} />
            ))}
          </ul>
        </div>
      ) : null}
      {!accepted && item.status !== 'Rejected' ? <AlternativeForm quoteId={quote.id} item={item} /> : null}
      {accepted ? (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">
            {alternative ? `Fulfilment of the alternative ${acceptedName(item)}` : 'Fulfilment'}
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
      ) : null}
    </section>
  );
}

/** One quote from the operator's side: price each item, offer alternatives, ship and deliver, talk with the client. */
export function QuoteWorkspace({ id }: { id: string }) {
  const quote = useQuery(operatorQuoteQueries.detail(id));
  if (quote.isPending) return <TableSkeleton columns={3} />;
  if (quote.isError) return <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} />;
  const { data } = quote;
  return (
    <div className="space-y-6">
      <QuoteSummary quote={data} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ActionRequiredPanel
          on={{ kind: 'quotes', id: data.id }}
          current={data.action_required}
          invalidates={INVALIDATES}
        />
        <CommentThread
          comments={data.comments}
          to={{ route: 'POST /api/operator/quotes/[id]/comments', id: data.id }}
          audience={`Shown in ${data.company.name}'s dashboard and e-mailed to ${[...new Set([data.requester.email, ...data.notification_emails])].join(', ')}.`}
          requestedAt={data.action_required?.requested_at ?? null}
          invalidates={INVALIDATES}
        />
      </div>
      {data.items.map((item, index) => (
        <ItemSection key={item.id} quote={data} item={item} index={index} />
      ))}
    </div>
  );
}
