import { describeItem } from '@/components/quotes/quote-options';
import type { TOperatorQuote } from '@/lib/contract/quotes';
import { countryLabels } from '@/lib/countries';
import { formatMoney } from '@/lib/money';

// How the operator console names quotes, items and what was accepted.

export type TOperatorItem = TOperatorQuote['items'][number];
export type TOperatorRecipient = TOperatorItem['recipients'][number];

const SPEC_DETAILS = ['cpu', 'ram', 'storage', 'screen_size'] as const;

/** `Intel Core Ultra 7 · 32 GB · 1 TB`: the configuration asked for, without the fields it leaves empty. */
export function describeSpecification(item: TOperatorItem): string {
  return SPEC_DETAILS.map((key) => item.specification[key])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .join(' · ');
}

/** The accepted alternative, when one was accepted. */
export function acceptedAlternative(item: TOperatorItem) {
  return item.selected_option?.type === 'alternative'
    ? item.alternatives.find((alternative) => alternative.id === item.selected_option?.id)
    : undefined;
}

/** What is shipped for an item: the accepted alternative's brand and model, else the catalog name or brand and model asked for. */
export function acceptedName(item: TOperatorItem): string {
  const alternative = acceptedAlternative(item);
  return alternative ? `${alternative.brand} ${alternative.model}` : describeItem(item);
}

/** `8 of 9 items decided`. */
export function describeDecisions(quote: TOperatorQuote): string {
  const decided = quote.items.filter((item) => item.outcome.is_decided).length;
  return `${decided} of ${quote.items.length} item${quote.items.length === 1 ? '' : 's'} decided`;
}

/** `Germany, United Kingdom`: a quote's countries as sent, by name where one is recognised. */
export function describeCountries(countries: string[]): string {
  return countryLabels(countries).join(', ');
}

/** `$1,299.00 for this configuration` or `from $1,199.00 (its lowest configuration)`. */
export function describeEstimate(estimate: NonNullable<TOperatorItem['catalog_estimate']>): string {
  const amount = formatMoney(estimate.price, estimate.currency);
  return estimate.basis === 'configuration'
    ? `${amount} for the configuration asked for`
    : `from ${amount} (the product's lowest configuration)`;
}

/** The requester as a line: `Ines Torres <it@acme.example>`, or the e-mail alone. */
export function describeRequester(quote: TOperatorQuote): string {
  return quote.requester.name ? `${quote.requester.name} <${quote.requester.email}>` : quote.requester.email;
}
