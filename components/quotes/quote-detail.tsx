'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import type { TQuote, TQuoteStatus } from '@/lib/contract/quotes';
import { formatDateTime, formatMoney } from '@/lib/format';
import { BffError } from '@/lib/queries/bff-fetch';
import { quoteQueries } from '@/lib/queries/resources';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { DecisionDialog, type Decision } from './decision-dialog';
import { QuoteItemSection } from './quote-item-section';

const HAPPY_PATH: TQuoteStatus[] = ['Pending Review', 'Quoted', 'Approved', 'In Progress', 'Delivered'];
const REJECTED_PATH: TQuoteStatus[] = ['Pending Review', 'Quoted', 'Rejected'];

/** A quote with its items, their options side by side, and (for roles that may) the accept/reject decisions. */
export function QuoteDetail({ id, canDecide }: { id: string; canDecide: boolean }) {
  const quote = useQuery(quoteQueries.detail(id));
  const [decision, setDecision] = useState<Decision | null>(null);

  if (quote.isPending) return <TableSkeleton columns={4} />;
  if (quote.isError) {
    if (quote.error instanceof BffError && quote.error.status === 404) return <QuoteNotFound />;
    return <ErrorMessage error={quote.error} onRetry={() => void quote.refetch()} />;
  }
  const data = quote.data;
  return (
    <div className="space-y-6">
      {data.action_required ? (
        <section aria-labelledby="action-required" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h2 id="action-required" className="font-semibold">
            Action required
          </h2>
          <p className="mt-1 text-sm whitespace-pre-line">{data.action_required.message}</p>
          <p className="mt-1 text-xs text-amber-900">Asked {formatDateTime(data.action_required.requested_at)}</p>
        </section>
      ) : null}
      <QuoteSummary quote={data} />
      <StatusTimeline quote={data} />
      {data.items.map((item, index) => (
        <QuoteItemSection
          key={item.id}
          item={item}
          index={index}
          currency={data.currency}
          canDecide={canDecide}
          onDecide={(option, action) => setDecision({ item, option, action })}
        />
      ))}
      {decision ? (
        <DecisionDialog
          key={`${decision.option.id}-${decision.action}`}
          quoteId={data.id}
          currency={data.currency}
          decision={decision}
          onClose={() => setDecision(null)}
        />
      ) : null}
    </div>
  );
}

function QuoteSummary({ quote }: { quote: TQuote }) {
  const fields: [string, ReactNode][] = [
    ['Status', <StatusBadge key="status" status={quote.status} />],
    ['Requester', quote.requester.name ? `${quote.requester.name} (${quote.requester.email})` : quote.requester.email],
    ['PO number', quote.po_number ?? '—'],
    ['Total', formatMoney(quote.total, quote.currency)],
    ['Created', formatDateTime(quote.created_at)],
    ['Countries', quote.countries.join(', ') || '—'],
  ];
  return (
    <section aria-label="Summary" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
            <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {quote.total === null ? <p className="mt-3 text-sm text-slate-600">The total appears once Loadout has priced every item.</p> : null}
    </section>
  );
}

function StatusTimeline({ quote }: { quote: TQuote }) {
  const steps = quote.status === 'Rejected' ? REJECTED_PATH : HAPPY_PATH;
  return (
    <section aria-labelledby="status-timeline" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="status-timeline" className="text-lg font-semibold">
        Status timeline
      </h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-5">
        {steps.map((status) => {
          const at = quote.status_timestamps[status];
          const isCurrent = status === quote.status;
          return (
            <li
              key={status}
              aria-current={isCurrent ? 'step' : undefined}
              className={`rounded-md border-t-4 bg-slate-50 p-3 ${at ? (isCurrent ? 'border-brand-600' : 'border-green-600') : 'border-slate-300'}`}
            >
              <p className={`text-sm font-medium ${at ? 'text-slate-900' : 'text-slate-600'}`}>{status}</p>
              <p className="mt-1 text-xs text-slate-600">{at ? formatDateTime(at) : 'Not yet'}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function QuoteNotFound() {
  return (
    <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-semibold text-slate-900">No quote with this id</p>
      <p className="mt-1 text-sm text-slate-600">It may belong to another company, or the link is mistyped.</p>
      <Link href="/quotes" className="mt-4 inline-block text-sm text-brand-700 underline">
        Back to all quotes
      </Link>
    </div>
  );
}
