import type { TQuote } from '@/lib/contract/quotes';
import type { TQuoteItem } from './quote-options';

/**
 * An item as the company reads it: the status and price of the option that counts. The API's item status is the
 * state of the original offer (the original of an accepted alternative is `Rejected`); on screen an item whose
 * alternative was accepted is "Accepted (alternative)" at the alternative's price.
 */
export type ItemOutcome = {
  /** The status the badge colours by (`Accepted`, `Rejected`, `Quoted`, `Pending Review`). */
  status: string;
  /** What the badge says. */
  label: string;
  /** The accepted alternative's brand and model; null unless an alternative was chosen. */
  chosenAlternative: string | null;
  /** Unit price of the option that counts: the chosen one, else the original while undecided; null when none. */
  unitPrice: number | null;
  lineTotal: number | null;
  isDecided: boolean;
  /** Alternatives still open beside the original. */
  openAlternatives: number;
};

export function itemOutcome(item: TQuoteItem): ItemOutcome {
  const openAlternatives = item.alternatives.filter((alternative) => alternative.status === 'pending').length;
  const base = { chosenAlternative: null, openAlternatives };
  const line = (price: number | null) => ({
    unitPrice: price,
    lineTotal: price === null ? null : price * item.quantity,
  });
  if (item.selected_option?.type === 'alternative') {
    const chosen = item.alternatives.find((alternative) => alternative.id === item.selected_option!.id);
    return {
      ...base,
      status: 'Accepted',
      label: 'Accepted (alternative)',
      chosenAlternative: chosen ? `${chosen.brand} ${chosen.model}` : null,
      ...line(chosen?.price ?? null),
      isDecided: true,
    };
  }
  if (item.selected_option?.type === 'item')
    return { ...base, status: 'Accepted', label: 'Accepted', ...line(item.price), isDecided: true };
  if (item.price === null)
    return { ...base, status: 'Pending Review', label: 'Pending Review', ...line(null), isDecided: false };
  if (item.status === 'Rejected' && openAlternatives === 0)
    return { ...base, status: 'Rejected', label: 'Rejected', ...line(null), isDecided: true };
  // Undecided: the original's price while it is open; once only alternatives are left, no price is chosen yet.
  const isOriginalOpen = item.status === 'Quoted';
  return {
    ...base,
    status: 'Quoted',
    label: isOriginalOpen ? 'Quoted' : 'Original rejected',
    ...line(isOriginalOpen ? item.price : null),
    isDecided: false,
  };
}

export function countDecidedItems(quote: TQuote): number {
  return quote.items.filter((item) => itemOutcome(item).isDecided).length;
}

/** Items whose original offer can still be accepted as quoted: priced, nothing chosen, the original still open. */
export function acceptableAsQuoted(quote: TQuote): TQuoteItem[] {
  return quote.items.filter((item) => item.price !== null && item.selected_option === null && item.status === 'Quoted');
}

/** `Ordered`, or `1 delivered, 2 shipped` when the recipients are at different steps; null before ordering. */
export function describeFulfilment(item: TQuoteItem): string | null {
  if (!item.selected_option || item.recipients.length === 0) return null;
  const counts = new Map<string, number>();
  for (const recipient of item.recipients) counts.set(recipient.status, (counts.get(recipient.status) ?? 0) + 1);
  if (counts.size === 1) return item.recipients[0]!.status;
  return [...counts].map(([status, count]) => `${count} ${status.toLowerCase()}`).join(', ');
}
