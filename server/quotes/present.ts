import { QUOTE_STATUSES, RECIPIENT_STATUSES, type TQuote } from '@/lib/contract/quotes';
import type { TApprovalRequest } from '@/lib/contract/approvals';
import { multiplyMoney, sumMoney } from '@/lib/money';
import type { Db } from '../db/client';
import { latestApprovals } from '../approvals/requests';
import { chronological } from '../db/status-timestamps';
import * as repo from './repo';
import { deriveItemOutcome } from './status';

type Parts = repo.QuoteParts;

/** The items' unit prices × quantities, summed exactly in the quote's currency. */
const sumOf = <T extends { quantity: number }>(rows: T[], price: (row: T) => number, currency: string) =>
  sumMoney(
    rows.map((row) => multiplyMoney(price(row), row.quantity, currency)),
    currency,
  );

function toRecipient(row: repo.RecipientRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: row.country,
    country_code: row.countryCode,
    address: row.address,
    phone_number: row.phoneNumber,
    quantity: row.quantity,
    status: row.status as TQuote['items'][number]['recipients'][number]['status'],
    status_timestamps: chronological(row.statusTimestamps, RECIPIENT_STATUSES),
    tracking_code: row.trackingCode,
    tracking_link: row.trackingLink,
    serial_number: row.serialNumber,
    spent_conversion: row.spentConversion,
  };
}

function toAlternative(row: repo.AlternativeRow) {
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    description: row.description,
    price: row.price,
    status: row.status,
    is_exact_match: row.isExactMatch,
    image_url: row.imageUrl,
  };
}

export function toQuote(quote: repo.QuoteRow, parts: Parts, approval: TApprovalRequest | null = null): TQuote {
  const items = parts.items.filter((item) => item.quoteId === quote.id);
  const recipients = parts.recipients.filter((recipient) => recipient.quoteId === quote.id);
  const priced = items.every((item) => item.price !== null);
  const alternativePrices = new Map(parts.alternatives.map((alternative) => [alternative.id, alternative.price]));
  const acceptedPrice = (item: repo.ItemRow) =>
    item.selectedType === 'item'
      ? item.price!
      : item.selectedType === 'alternative'
        ? alternativePrices.get(item.selectedId!)!
        : 0;
  return {
    id: quote.id,
    order_id: quote.id,
    number: quote.number,
    status: quote.status as TQuote['status'],
    status_timestamps: chronological(quote.statusTimestamps, QUOTE_STATUSES),
    requester_email: quote.requesterEmail,
    requester_name: quote.requesterName,
    requester: { email: quote.requesterEmail, name: quote.requesterName },
    po_number: quote.poNumber,
    notification_emails: quote.notificationEmails,
    countries: [...new Set(recipients.map((recipient) => recipient.country))].sort(),
    country_codes: [
      ...new Set(recipients.flatMap((recipient) => (recipient.countryCode ? [recipient.countryCode] : []))),
    ].sort(),
    currency: quote.currency,
    total: priced ? sumOf(items, (item) => item.price!, quote.currency) : null,
    accepted_total: priced ? sumOf(items, acceptedPrice, quote.currency) : null,
    committed_conversion: quote.committedConversion,
    action_required: quote.actionRequiredMessage
      ? { message: quote.actionRequiredMessage, requested_at: quote.actionRequiredAt!.toISOString() }
      : null,
    comments: quote.comments,
    items: items.map((item) => ({
      id: item.id,
      mode: item.mode,
      product_id: item.productId,
      configuration_id: item.configurationId,
      kit_id: item.kitId,
      product_type: item.productType,
      specification: item.specification,
      quantity: item.quantity,
      comments: item.comments,
      status: item.status as TQuote['items'][number]['status'],
      price: item.price,
      selected_option: item.selectedType && item.selectedId ? { type: item.selectedType, id: item.selectedId } : null,
      alternatives: parts.alternatives.filter((alternative) => alternative.itemId === item.id).map(toAlternative),
      recipients: recipients.filter((recipient) => recipient.itemId === item.id).map(toRecipient),
      outcome: deriveItemOutcome(item, parts.alternatives),
    })),
    approval,
    livemode: quote.livemode,
    created_at: quote.createdAt.toISOString(),
    updated_at: quote.updatedAt.toISOString(),
  };
}

/** The full wire representation of quotes, loading their parts in three queries and their approvals in two. */
export async function presentQuotes(db: Db, rows: repo.QuoteRow[]): Promise<TQuote[]> {
  const parts = await repo.loadQuoteParts(
    db,
    rows.map((row) => row.id),
  );
  const approvals = await latestApprovals(db, rows);
  return rows.map((row) => toQuote(row, parts, approvals.get(row.id) ?? null));
}
