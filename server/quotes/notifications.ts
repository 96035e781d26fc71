import type { TQuote } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { queueMessages } from '../integrations/messages';

// The side effects of a quote's life, queued in the transaction of the change (sent by the worker).

const describeItem = (item: TQuote['items'][number]) =>
  `${item.quantity} × ${[item.specification.brand, item.specification.model].filter(Boolean).join(' ') || item.product_type}`;

const clientAddresses = (quote: TQuote) => [...new Set([quote.requester_email, ...quote.notification_emails])];

/** New quote: confirmation to the requester, a "to review" e-mail to the operator desk, a task in the tracker. */
export async function notifyQuoteCreated(db: Db, tenant: CompanyScope, quote: TQuote) {
  const subject = `quote:${quote.id}`;
  const lines = quote.items.map((item) => `- ${describeItem(item)}`).join('\n');
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject,
      payload: {
        to: clientAddresses(quote),
        subject: `We received your quote request ${quote.number}`,
        text: `Hello ${quote.requester_name ?? ''},\n\nwe received your request for:\n${lines}\n\nOur team will price it shortly; you will hear from us when the quote is ready.\n`,
      },
    },
    {
      kind: 'email',
      subject,
      payload: {
        to: [],
        operator: true,
        subject: `New quote to review: ${quote.number}`,
        text: `Quote ${quote.number} from ${quote.requester_email} (company ${tenant.companyId}) waits for pricing:\n${lines}\n`,
      },
    },
    {
      kind: 'task',
      subject,
      payload: {
        title: `Price quote ${quote.number}`,
        quote_id: quote.id,
        quote_number: quote.number,
        company_id: tenant.companyId,
        requester_email: quote.requester_email,
        items: quote.items.map((item) => ({
          id: item.id,
          description: describeItem(item),
          countries: item.recipients.map((r) => r.country),
        })),
      },
    },
  ]);
}

/** Accepted option: the acceptance e-mail and one order with the fulfilment partner. */
export async function notifyOptionAccepted(db: Db, tenant: CompanyScope, quote: TQuote, itemId: string) {
  const item = quote.items.find((candidate) => candidate.id === itemId)!;
  const alternative =
    item.selected_option?.type === 'alternative'
      ? item.alternatives.find((a) => a.id === item.selected_option!.id)
      : undefined;
  const product = alternative
    ? { brand: alternative.brand, model: alternative.model, price: alternative.price }
    : { ...item.specification, price: item.price };
  const subject = `quote:${quote.id}`;
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject,
      payload: {
        to: clientAddresses(quote),
        subject: `Order placed for quote ${quote.number}`,
        text: `You accepted ${alternative ? `${alternative.brand} ${alternative.model}` : describeItem(item)}. We ordered it for ${item.recipients.map((r) => r.name).join(', ')} and will send tracking details when it ships.\n`,
      },
    },
    {
      kind: 'order',
      subject,
      payload: {
        quote_id: quote.id,
        quote_number: quote.number,
        item_id: item.id,
        option: { type: item.selected_option!.type, id: item.selected_option!.id, ...product },
        quantity: item.quantity,
        currency: quote.currency,
        po_number: quote.po_number,
        recipients: item.recipients.map((r) => ({
          id: r.id,
          name: r.name,
          email: r.email,
          country: r.country,
          address: r.address,
          phone_number: r.phone_number,
          quantity: r.quantity,
        })),
      },
    },
  ]);
}

/** Tracking added: the recipient learns where the parcel is. */
export async function notifyTracking(db: Db, tenant: CompanyScope, quote: TQuote, recipientId: string) {
  const recipient = quote.items.flatMap((item) => item.recipients).find((candidate) => candidate.id === recipientId)!;
  if (!recipient.email) return;
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject: `quote:${quote.id}`,
      payload: {
        to: [recipient.email],
        subject: 'Your equipment is on its way',
        text: `Hello ${recipient.name},\n\nyour equipment has shipped. Tracking code ${recipient.tracking_code}: ${recipient.tracking_link}\n`,
      },
    },
  ]);
}

/** A message on the quote's thread: the client's goes to Loadout's desk, the operator's to the requester. */
export async function notifyQuoteComment(
  db: Db,
  tenant: CompanyScope,
  quote: TQuote,
  comment: { author: string; message: string; source: string },
) {
  const fromClient = comment.source === 'client';
  await queueMessages(db, tenant, [
    {
      kind: 'email',
      subject: `quote:${quote.id}`,
      payload: fromClient
        ? {
            to: [],
            operator: true,
            subject: `Reply on quote ${quote.number} from ${comment.author}`,
            text: `${comment.author} wrote on quote ${quote.number}:\n\n${comment.message}\n`,
          }
        : {
            to: clientAddresses(quote),
            subject: `Message about your quote ${quote.number}`,
            text: `${comment.author} wrote:\n\n${comment.message}\n`,
          },
    },
  ]);
}
