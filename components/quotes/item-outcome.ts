import type { TQuote } from '@/lib/contract/quotes';
import type { TQuoteItem } from './quote-options';

/**
 * The price side of an item's outcome (the API's `item.outcome` says where it stands): the option that counts is the
 * accepted one, else the original while it is open; an accepted alternative is shown by its brand and model.
 */
export type ItemLine = {
  /** The accepted alternative's brand and model; null unless an alternative was chosen. */
  chosenAlternative: string | null;
  /** Unit price of the option that counts; null when none counts (being priced, rejected, or only alternatives open). */
  unitPrice: number | null;
  lineTotal: number | null;
};

export function itemLine(item: TQuoteItem): ItemLine {
  const { state } = item.outcome;
  if (state === 'accepted_alternative') {
    const chosen = item.alternatives.find((alternative) => alternative.id === item.selected_option?.id);
    return {
      chosenAlternative: chosen ? `${chosen.brand} ${chosen.model}` : null,
      ...priced(chosen?.price ?? null, item.quantity),
    };
  }
  const counts = state === 'accepted' || state === 'quoted';
  return { chosenAlternative: null, ...priced(counts ? item.price : null, item.quantity) };
}

function priced(unitPrice: number | null, quantity: number) {
  return { unitPrice, lineTotal: unitPrice === null ? null : unitPrice * quantity };
}

export function countDecidedItems(quote: TQuote): number {
  return quote.items.filter((item) => item.outcome.is_decided).length;
}

/** Items whose original offer can still be accepted as quoted: priced, nothing chosen, the original still open. */
export function acceptableAsQuoted(quote: TQuote): TQuoteItem[] {
  return quote.items.filter((item) => item.outcome.state === 'quoted');
}

/** `Ordered`, or `1 delivered, 2 shipped` when the recipients are at different steps; null before ordering. */
export function describeFulfilment(item: TQuoteItem): string | null {
  if (!item.selected_option || item.recipients.length === 0) return null;
  const counts = new Map<string, number>();
  for (const recipient of item.recipients) counts.set(recipient.status, (counts.get(recipient.status) ?? 0) + 1);
  if (counts.size === 1) return item.recipients[0]!.status;
  return [...counts].map(([status, count]) => `${count} ${status.toLowerCase()}`).join(', ');
}
