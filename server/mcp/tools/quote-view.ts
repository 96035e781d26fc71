import type { TQuote } from '@/lib/contract/quotes';

type TItem = TQuote['items'][number];

/** A quote's items as the choices a client makes: each item's original offer and alternatives, with what can be decided. */
export function optionsOf(quote: TQuote) {
  return quote.items.map((item) => {
    const isOpen = item.price !== null && item.selected_option === null;
    return {
      item_id: item.id,
      item: describeItem(item),
      quantity: item.quantity,
      status: item.status,
      outcome: item.outcome,
      selected_option: item.selected_option,
      options: [
        {
          option_id: item.id,
          type: 'item' as const,
          label: `original offer: ${describeItem(item)}`,
          unit_price: item.price,
          status: item.status,
          can_decide: isOpen && item.status === 'Quoted',
        },
        ...item.alternatives.map((alternative) => ({
          option_id: alternative.id,
          type: 'alternative' as const,
          label: `alternative: ${alternative.brand} ${alternative.model}`,
          description: alternative.description,
          is_exact_match: alternative.is_exact_match,
          unit_price: alternative.price,
          status: alternative.status,
          can_decide: isOpen && alternative.status === 'pending',
        })),
      ],
      recipients: item.recipients.map(({ name, country, quantity, status, tracking_code, tracking_link }) => ({
        name,
        country,
        quantity,
        status,
        tracking_code,
        tracking_link,
      })),
    };
  });
}

/** One line per quote for lists. */
export function summariseQuote(quote: TQuote) {
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status,
    requester_email: quote.requester_email,
    items: quote.items.map(describeItem),
    countries: quote.countries,
    total: quote.total,
    accepted_total: quote.accepted_total,
    currency: quote.currency,
    action_required: quote.action_required,
    created_at: quote.created_at,
  };
}

function describeItem(item: TItem): string {
  const spec = item.specification as Record<string, unknown>;
  const name =
    typeof spec.name === 'string'
      ? spec.name
      : [spec.brand, spec.model].filter((part) => typeof part === 'string').join(' ');
  return `${item.quantity} × ${name || item.product_type || 'item'}${item.product_type ? ` (${item.product_type})` : ''}`;
}
