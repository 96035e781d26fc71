import type { TQuote } from '@/lib/contract/quotes';
import { formatMoney, sumMoney } from '@/lib/money';

export type TQuoteItem = TQuote['items'][number];
export type TRecipient = TQuoteItem['recipients'][number];

/** One choice of an item, as the user compares them: the original offer or one of the operator's alternatives. */
export type QuoteOption = {
  type: 'item' | 'alternative';
  /** The item id for the original offer, else the alternative id. */
  id: string;
  brand: string;
  model: string;
  description: string | null;
  /** Unit price; null while the item is not priced. */
  price: number | null;
  status: string;
  isExactMatch: boolean | null;
  imageUrl: string | null;
  isSelected: boolean;
};

const SPEC_DETAILS = ['cpu', 'ram', 'storage', 'screen_size'];

function specText(item: TQuoteItem, key: string): string | undefined {
  const value = item.specification[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** A short name for what an item asks for: `Dell U2723QE`, the catalog name, or the product type. */
export function describeItem(item: TQuoteItem): string {
  const brandModel = [specText(item, 'brand'), specText(item, 'model')].filter(Boolean).join(' ');
  return specText(item, 'name') ?? (brandModel || item.product_type || 'Requested item');
}

/** The original offer first, then the alternatives in the order the operator added them. */
export function listOptions(item: TQuoteItem, productImageUrl: string | null = null): QuoteOption[] {
  const details = SPEC_DETAILS.map((key) => specText(item, key)).filter(Boolean);
  const original: QuoteOption = {
    type: 'item',
    id: item.id,
    brand: specText(item, 'brand') ?? item.product_type ?? 'As requested',
    model: specText(item, 'model') ?? describeItem(item),
    description: details.length ? details.join(' · ') : null,
    price: item.price,
    status: item.status,
    isExactMatch: null,
    imageUrl: productImageUrl,
    isSelected: item.selected_option?.type === 'item',
  };
  const alternatives = item.alternatives.map<QuoteOption>((alternative) => ({
    type: 'alternative',
    id: alternative.id,
    brand: alternative.brand,
    model: alternative.model,
    description: alternative.description,
    price: alternative.price,
    // `pending` → `Pending`, like the original offer's statuses.
    status: alternative.status.charAt(0).toUpperCase() + alternative.status.slice(1),
    isExactMatch: alternative.is_exact_match,
    imageUrl: alternative.image_url,
    isSelected: item.selected_option?.type === 'alternative' && item.selected_option.id === alternative.id,
  }));
  return [original, ...alternatives];
}

/**
 * Whether an option can still be accepted or rejected (API-DECISIONS): the item is priced, none of its options is
 * accepted yet, and this option itself is still open (`Quoted` original, `pending` alternative).
 */
export function isDecidable(item: TQuoteItem, option: QuoteOption): boolean {
  if (item.price === null || item.selected_option !== null) return false;
  if (option.type === 'item') return item.status === 'Quoted';
  return item.alternatives.some((alternative) => alternative.id === option.id && alternative.status === 'pending');
}

/** The options still open besides this one: rejecting the last open option leaves the item with nothing selected. */
export function countOtherOpenOptions(item: TQuoteItem, option: QuoteOption): number {
  return listOptions(item).filter((other) => other.id !== option.id && isDecidable(item, other)).length;
}

/** `+$50.00` and `+10%` (or `-…`) of an alternative against the original's unit price; null when either is unknown. */
export function describePriceDifference(price: number | null, originalPrice: number | null, currency: string) {
  if (price === null || originalPrice === null) return null;
  const difference = sumMoney([price, -originalPrice], currency);
  const amount = formatMoney(difference, currency, 'en-US', { signed: true });
  const percent =
    originalPrice === 0
      ? null
      : new Intl.NumberFormat('en-US', {
          style: 'percent',
          maximumFractionDigits: 1,
          signDisplay: 'exceptZero',
        }).format(difference / originalPrice);
  return { difference, amount, percent };
}

/** The item's recipients as the API takes them back, so "keep the current recipients" sends the same people. */
export function toRecipientInputs(recipients: TRecipient[]) {
  return recipients.map((recipient) => ({
    name: recipient.name,
    email: recipient.email ?? undefined,
    country: recipient.country,
    address: recipient.address,
    phone_number: recipient.phone_number ?? undefined,
    quantity: recipient.quantity ?? undefined,
  }));
}
