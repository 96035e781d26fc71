import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TShipment, TShipmentInTransit } from '@/lib/contract/dashboard';
import type { TQuote } from '@/lib/contract/quotes';

// Shipments across quotes and device actions, for the support view. Pure, so the BFF route and unit tests share it.

export type { TShipment, TShipmentInTransit, TShipmentSearchResponse } from '@/lib/contract/dashboard';

export const MAX_SHIPMENT_RESULTS = 100;
export const MIN_SEARCH_LENGTH = 2;
/** Without a query: how many of the most recently updated quotes and device actions are read for their tracking. */
export const RECENT_SCAN = 100;
/** With a query: at most this many matching quotes and device actions are read. */
export const SEARCH_SCAN = 500;
/** The overview lists at most this many shipments in transit (and counts them all). */
export const IN_TRANSIT_SHOWN = 10;

type ListQuery = { search?: string; sort: '-updated_at' };

/**
 * What the BFF asks the API for. A query goes to the API's `search` filter of quotes and of device actions, whatever a
 * quote's status (a partly decided quote ships its accepted items already); no query reads the most recent ones.
 */
export function shipmentSources(query: string): { quotes: ListQuery; deviceActions: ListQuery; cap: number } {
  const search = query.trim();
  return search
    ? { quotes: { search, sort: '-updated_at' }, deviceActions: { search, sort: '-updated_at' }, cap: SEARCH_SCAN }
    : { quotes: { sort: '-updated_at' }, deviceActions: { sort: '-updated_at' }, cap: RECENT_SCAN };
}

function describeItem(item: TQuote['items'][number]): string {
  const alternative =
    item.selected_option?.type === 'alternative'
      ? item.alternatives.find((option) => option.id === item.selected_option!.id)
      : undefined;
  if (alternative) return `${alternative.brand} ${alternative.model}`;
  const brand = typeof item.specification.brand === 'string' ? item.specification.brand : '';
  const model = typeof item.specification.model === 'string' ? item.specification.model : '';
  return [brand, model].filter(Boolean).join(' ') || item.product_type || 'Item';
}

type QuoteItem = TQuote['items'][number];
type Recipient = QuoteItem['recipients'][number];

/** Every recipient of an accepted option (what is or will be shipped), whatever the quote's status. */
function recipientsOfAccepted(quotes: TQuote[]): { quote: TQuote; item: QuoteItem; recipient: Recipient }[] {
  return quotes.flatMap((quote) =>
    quote.items
      .filter((item) => item.selected_option !== null)
      .flatMap((item) => item.recipients.map((recipient) => ({ quote, item, recipient }))),
  );
}

function recipientShipment(quote: TQuote, item: QuoteItem, recipient: Recipient): TShipment {
  return {
    kind: 'quote_recipient',
    id: recipient.id,
    who: { name: recipient.name, email: recipient.email },
    status: recipient.status,
    tracking_code: recipient.tracking_code,
    tracking_link: recipient.tracking_link,
    serial_number: recipient.serial_number,
    description: describeItem(item),
    reference: quote.number,
    href: `/quotes/${quote.id}`,
    updated_at: quote.updated_at,
  };
}

/** Every recipient of an accepted option, whatever the quote's status, and every device action. */
function listShipments(
  quotes: TQuote[],
  actions: TDeviceAction[],
): { shipment: TShipment; haystack: (string | null | undefined)[] }[] {
  const fromQuotes = recipientsOfAccepted(quotes).map(({ quote, item, recipient }) => ({
    shipment: recipientShipment(quote, item, recipient),
    haystack: [recipient.name, recipient.email, recipient.serial_number, recipient.tracking_code, quote.number],
  }));
  const fromActions = actions.map((action) => {
    const person = action.new_recipient ?? action.current_user;
    return {
      shipment: {
        kind: 'device_action' as const,
        id: action.id,
        who: { name: person?.name ?? '—', email: person?.email ?? null },
        status: action.status,
        tracking_code: action.tracking_code,
        tracking_link: action.tracking_link,
        serial_number: action.serial_number,
        description: `${action.action_type} · ${action.model}`,
        reference: action.action_id,
        href: `/device-actions/${action.id}`,
        updated_at: action.updated_at,
      },
      haystack: [
        action.new_recipient?.name,
        action.new_recipient?.email,
        action.current_user?.name,
        action.current_user?.email,
        action.serial_number,
        action.tracking_code,
        action.action_id,
      ],
    };
  });
  return [...fromQuotes, ...fromActions];
}

/**
 * Shipments whose recipient name or e-mail, serial number, tracking code or reference contains `query`
 * (case-insensitive), most recently updated first: per recipient, so a quote that matched through another recipient
 * does not list them all. An empty query lists the shipments that have tracking.
 */
export function findShipments(
  quotes: TQuote[],
  actions: TDeviceAction[],
  query: string,
): { matches: TShipment[]; matched: number } {
  const needle = query.trim().toLowerCase();
  const all = listShipments(quotes, actions);
  const matches = all
    .filter(({ shipment, haystack }) =>
      needle ? haystack.some((value) => value?.toLowerCase().includes(needle)) : shipment.tracking_code !== null,
    )
    .map(({ shipment }) => shipment)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  return { matches: matches.slice(0, MAX_SHIPMENT_RESULTS), matched: matches.length };
}

/**
 * The quotes' recipients whose parcel left and has not arrived (Shipped, not yet Delivered), longest on the way first:
 * how many, and the first `shown`.
 */
export function findShipmentsInTransit(
  quotes: TQuote[],
  shown = IN_TRANSIT_SHOWN,
): { count: number; shipments: TShipmentInTransit[] } {
  const inTransit = recipientsOfAccepted(quotes)
    .filter(({ recipient }) => recipient.status === 'Shipped')
    .map(({ quote, item, recipient }) => ({
      ...recipientShipment(quote, item, recipient),
      shipped_at: recipient.status_timestamps.Shipped ?? quote.updated_at,
    }))
    .sort((a, b) => a.shipped_at.localeCompare(b.shipped_at) || a.reference.localeCompare(b.reference));
  return { count: inTransit.length, shipments: inTransit.slice(0, shown) };
}
