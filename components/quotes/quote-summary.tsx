import type { ReactNode } from 'react';
import type { TQuote } from '@/lib/contract/quotes';
import { countryLabels } from '@/lib/countries';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { StatusBadge } from '@/components/ui/status-badge';
import { countDecidedItems } from './item-outcome';

/** What the accepted total says: nothing until a decision, and never the quoted total in its place. */
function describeAcceptedTotal(quote: TQuote, decided: number): string {
  if (decided === 0) return 'Nothing accepted yet';
  if (quote.accepted_total === null) return 'Known once every item is priced';
  return formatMoney(quote.accepted_total, quote.currency);
}

/** The quote's status and money: what was quoted, what was accepted so far, and how much is decided; then its details. */
export function QuoteSummary({ quote }: { quote: TQuote }) {
  const decided = countDecidedItems(quote);
  const figures: [string, string, ReactNode][] = [
    ['Quoted total', 'quoted-total', quote.total === null ? 'Being priced' : formatMoney(quote.total, quote.currency)],
    ['Accepted total', 'accepted-total', describeAcceptedTotal(quote, decided)],
    [
      'Decisions',
      'decisions',
      `${decided} of ${quote.items.length} ${quote.items.length === 1 ? 'item' : 'items'} decided`,
    ],
  ];
  const details: [string, ReactNode][] = [
    ['Requester', quote.requester.name ? `${quote.requester.name} (${quote.requester.email})` : quote.requester.email],
    ['PO number', quote.po_number ?? '—'],
    ['Created', formatDateTime(quote.created_at)],
    ['Countries', countryLabels(quote.countries).join(', ') || '—'],
  ];
  return (
    <section aria-label="Summary" className="rounded-xl border border-line bg-raised p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={quote.status} />
        {quote.action_required ? <StatusBadge status="Pending" label="Action required" /> : null}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {figures.map(([label, testId, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-fg tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">
        {quote.total === null
          ? 'The totals appear once Loadout has priced every item.'
          : 'Quoted: every original offer × its quantity. Accepted: the option accepted for each decided item × its quantity; that is what Loadout orders.'}
      </p>
      <dl className="mt-4 grid gap-4 border-t border-line pt-4 sm:grid-cols-2 lg:grid-cols-4">
        {details.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
            <dd className="mt-1 text-sm font-medium break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
