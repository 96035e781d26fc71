'use client';

import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, shortId } from '@/lib/format';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActionRequiredPanel } from './action-required-panel';
import { AlternativeForm, AlternativeSummary, PriceForm } from './item-pricing';
import { RecipientFulfilment } from './recipient-fulfilment';

const PRICEABLE = new Set(['Pending Review', 'Quoted']);

function describeItem(item: { mode: string; product_type: string | null; specification: Record<string, unknown> }) {
  const spec = Object.entries(item.specification)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
  return [item.product_type ?? item.mode, spec].filter(Boolean).join(' — ');
}

/** One quote from the operator's side: price each item, offer alternatives, ship and deliver what was accepted. */
export function QuoteWorkspace({ id }: { id: string }) {
  const quote = useQuery(operatorQuoteQueries.detail(id));
  if (quote.isPending) return <TableSkeleton columns={3} />;
  if (quote.isError) return <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} />;
  const { data } = quote;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Quote ${shortId(data.id)}`}
        description={`${data.requester.name ?? ''} <${data.requester.email}> · ${data.countries.join(', ')} · created ${formatDate(data.created_at)}${data.livemode ? '' : ' · sandbox'}`}
        actions={
          <div className="flex items-center gap-3">
            <StatusBadge status={data.status} />
            <span className="text-sm font-medium">Total {formatMoney(data.total, data.currency)}</span>
          </div>
        }
      />
      <ActionRequiredPanel path={`/api/operator/quotes/${data.id}/action-required`} current={data.action_required} invalidates={[operatorQuoteQueries.root]} />
      {data.items.map((item, index) => {
        const accepted = item.selected_option !== null;
        return (
          <section key={item.id} aria-labelledby={`item-${item.id}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h2 id={`item-${item.id}`} className="font-semibold">
                  Item {index + 1}: {describeItem(item)}
                </h2>
                <p className="text-sm text-slate-600">
                  Quantity {item.quantity}
                  {item.comments ? ` · “${item.comments}”` : ''} · unit price {formatMoney(item.price, data.currency)}
                </p>
              </div>
              <StatusBadge status={item.status} />
            </div>
            {PRICEABLE.has(item.status) && !accepted ? <PriceForm quoteId={data.id} item={item} currency={data.currency} /> : null}
            {item.alternatives.length > 0 ? (
              <div>
                <h3 className="text-sm font-medium">Alternatives</h3>
                <ul className="mt-1 space-y-1">
                  {item.alternatives.map((alternative) => (
                    <AlternativeSummary key={alternative.id} alternative={alternative} currency={data.currency} />
                  ))}
                </ul>
              </div>
            ) : null}
            {!accepted && item.status !== 'Rejected' ? <AlternativeForm quoteId={data.id} item={item} /> : null}
            {accepted ? (
              <div className="space-y-2">
                <h3 className="text-sm font-medium">Fulfilment</h3>
                {item.recipients.map((recipient) => (
                  <RecipientFulfilment key={recipient.id} quoteId={data.id} recipient={recipient} />
                ))}
              </div>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
