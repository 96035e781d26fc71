'use client';

import { Fragment } from 'react';
import type { TQuote } from '@/lib/contract/quotes';
import { formatMoney } from '@/lib/money';
import { describeItemOutcome } from '@/lib/quotes/item-outcome-label';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { describeFulfilment, itemLine } from './item-outcome';
import { QuoteItemDetails } from './quote-item-details';
import { describeItem, type QuoteOption, type TQuoteItem } from './quote-options';

const MODE_LABELS: Record<TQuoteItem['mode'], string> = { catalog: 'Catalog', kit: 'From a kit', freeform: 'Freeform' };
const COLUMNS = ['Item', 'Quantity', 'Recipients', 'Status', 'Price'];
const MAX_NAMES = 2;

type Props = {
  quote: TQuote;
  openItems: ReadonlySet<string>;
  onToggle: (itemId: string) => void;
  canDecide: boolean;
  onDecide: (item: TQuoteItem, option: QuoteOption, action: 'accept' | 'reject') => void;
};

function describeRecipients(item: TQuoteItem): string {
  const names = item.recipients.map((recipient) => recipient.name);
  if (names.length <= MAX_NAMES) return names.join(', ') || '—';
  return `${names.slice(0, MAX_NAMES).join(', ')} and ${names.length - MAX_NAMES} more`;
}

/**
 * The items of a quote, one compact row each (what, how many, for whom, the status and price of the option that
 * counts); a row opens below itself to the item's options side by side and its recipients with tracking.
 */
/** The decision held for the item under the approval rules, while the quote's request collects or waits. */
function heldDecision(quote: TQuote, itemId: string) {
  const approval = quote.approval;
  if (!approval || (approval.status !== 'collecting' && approval.status !== 'pending')) return undefined;
  return approval.decisions.find((decision) => decision.item_id === itemId);
}

export function QuoteItemsTable({ quote, openItems, onToggle, canDecide, onDecide }: Props) {
  return (
    <Table
      caption={`Items of ${quote.number}`}
      headers={COLUMNS.map((header) => ({
        key: header,
        label: header,
        className: header === 'Price' || header === 'Quantity' ? 'text-right' : 'text-left',
      }))}
    >
      {quote.items.map((item, index) => {
        const isOpen = openItems.has(item.id);
        const { outcome } = item;
        const line = itemLine(item);
        const held = heldDecision(quote, item.id);
        const fulfilment = describeFulfilment(item);
        const detailsId = `item-details-${item.id}`;
        return (
          <Fragment key={item.id}>
            <tr className={isOpen ? 'bg-surface' : 'hover:bg-surface'}>
              {/* One block per cell: stacked below 40rem, a cell is a label/value grid (table-stack). */}
              <Cell label="Item" className="align-top">
                <div>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={isOpen ? detailsId : undefined}
                    onClick={() => onToggle(item.id)}
                    className="flex items-start gap-1.5 text-left font-medium text-accent hover:underline"
                  >
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 20 20"
                      className={`mt-0.5 h-4 w-4 shrink-0 fill-current transition-transform ${isOpen ? 'rotate-90' : ''}`}
                    >
                      <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
                    </svg>
                    <span>
                      {describeItem(item)}
                      <span className="sr-only">, item {index + 1}: options and recipients</span>
                    </span>
                  </button>
                  <p className="mt-0.5 pl-5.5 text-xs text-muted">
                    {MODE_LABELS[item.mode]}
                    {item.product_type ? ` · ${item.product_type}` : ''}
                  </p>
                  {line.chosenAlternative ? (
                    <p className="mt-0.5 pl-5.5 text-xs text-fg">
                      <span className="text-muted">Chosen: </span>
                      {line.chosenAlternative}
                    </p>
                  ) : null}
                </div>
              </Cell>
              <Cell label="Quantity" className="text-right align-top tabular-nums">
                {item.quantity}
              </Cell>
              <Cell label="Recipients" className="align-top">
                {describeRecipients(item)}
              </Cell>
              <Cell label="Status" className="align-top">
                <div>
                  <StatusBadge status={outcome.state} label={describeItemOutcome(outcome)} />
                  {held ? (
                    <p className="mt-0.5 text-xs text-warning" data-testid="held-decision">
                      {held.action === 'accept' ? 'Accept requested' : 'Reject requested'}, held for approval
                    </p>
                  ) : null}
                  {/* The label of an item whose original was rejected already counts its open alternatives. */}
                  {outcome.state === 'quoted' && outcome.open_alternatives > 0 ? (
                    <p className="mt-0.5 text-xs text-muted">
                      {outcome.open_alternatives} {outcome.open_alternatives === 1 ? 'alternative' : 'alternatives'}
                    </p>
                  ) : null}
                  {fulfilment ? <p className="mt-0.5 text-xs text-muted">{fulfilment}</p> : null}
                </div>
              </Cell>
              <Cell label="Price" className="text-right align-top tabular-nums">
                <div>
                  <ItemPrice item={item} currency={quote.currency} />
                </div>
              </Cell>
            </tr>
            {isOpen ? (
              <tr id={detailsId}>
                <td colSpan={COLUMNS.length} className="border-l-4 border-accent bg-surface px-4 py-3">
                  <QuoteItemDetails
                    item={item}
                    index={index}
                    currency={quote.currency}
                    canDecide={canDecide}
                    onDecide={(option, action) => onDecide(item, option, action)}
                  />
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </Table>
  );
}

/** The line total of the option that counts and its unit price; what is missing says why. */
function ItemPrice({ item, currency }: { item: TQuoteItem; currency: string }) {
  const line = itemLine(item);
  const isDecided = item.outcome.is_decided;
  if (item.price === null) return <p className="text-muted">Being priced</p>;
  if (line.lineTotal === null) {
    return (
      <>
        <p className="text-muted">—</p>
        <p className="text-xs text-muted">{isDecided ? 'Nothing ordered' : 'Choose an alternative'}</p>
      </>
    );
  }
  return (
    <>
      <p className="font-medium">{formatMoney(line.lineTotal, currency)}</p>
      <p className="text-xs text-muted">
        {formatMoney(line.unitPrice, currency)} each{isDecided ? '' : ', quoted'}
      </p>
    </>
  );
}
