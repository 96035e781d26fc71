import type { TQuote } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import { companyScope, type Scope } from '../core/scope';
import { currencyProblem, fitsMinorUnit, minorUnitOf } from '@/lib/money';
import { ApiError, notFound, validationError } from '../core/errors';
import { withLockedQuote } from './locked-quote';
import { notifyTracking } from './notifications';
import { reconcileQuote } from './reconcile';
import { announceDelivery } from './delivered-job';
import * as repo from './repo';
import { enterStatus } from '../db/status-timestamps';
import { addDeliveredDevices, splitSerialNumbers } from '../inventory/procured-devices';
import { conversionOn } from '../fx/convert';
import * as clock from '../core/clock';

// The operator's side of a quote: pricing, alternatives, tracking, delivery and requests for input. Every operation
// locks the quote row, changes it, and moves its status in one transaction. `scope` is the tenant a sandbox test
// helper acts for, or null for operators (any company).

const conflict = (message: string) => new ApiError('CONFLICT', message);

function findItem(parts: repo.QuoteParts, itemId: string) {
  const item = parts.items.find((candidate) => candidate.id === itemId);
  if (!item) throw notFound('item', itemId);
  return item;
}

/** 400 unless Loadout keeps money in the currency and the price has no more digits than its minor unit (JPY: none). */
function checkPrice(price: number, currency: string, path = 'price') {
  const problem = currencyProblem(currency);
  if (problem) throw validationError('currency', problem);
  if (!fitsMinorUnit(price, currency)) {
    const digits = minorUnitOf(currency);
    throw validationError(
      path,
      digits === 0
        ? `${currency} has no minor unit: give a whole amount, such as ${Math.round(price)}`
        : `${currency} has ${digits} digits after the decimal point: give the price to the ${digits === 2 ? 'cent' : 'minor unit'}`,
    );
  }
}

function assertOpen(item: repo.ItemRow) {
  if (item.selectedType || item.status === 'Accepted' || item.status === 'Rejected') {
    throw conflict(`Item ${item.id} was already decided by the client (status ${item.status}); it cannot change now.`);
  }
}

/** Which item of which quote, in which scope. */
export type ItemTarget = { scope: Scope; quoteId: string; itemId: string };
/** Which recipient of which quote, in which scope. */
export type RecipientTarget = { scope: Scope; quoteId: string; recipientId: string };

/** Sets the unit price of an item; the last price moves the quote to Quoted (event `quote.pending`). */
export async function priceItem(
  db: Db,
  { scope, quoteId, itemId }: ItemTarget,
  input: { price: number; currency?: string },
): Promise<TQuote> {
  return withLockedQuote(db, scope, quoteId, async (tx, quote, parts) => {
    const item = findItem(parts, itemId);
    assertOpen(item);
    checkPrice(input.price, input.currency ?? quote.currency);
    await repo.updateItem(tx, item.id, { price: input.price, status: 'Quoted' });
    if (input.currency && input.currency !== quote.currency)
      await repo.updateQuote(tx, quote.id, { currency: input.currency });
    return reconcileQuote(tx, { ...quote, currency: input.currency ?? quote.currency });
  });
}

export async function addAlternative(
  db: Db,
  { scope, quoteId, itemId }: ItemTarget,
  input: {
    brand: string;
    model: string;
    price: number;
    description: string;
    is_exact_match: boolean;
    image_url?: string;
  },
): Promise<TQuote> {
  return withLockedQuote(db, scope, quoteId, async (tx, quote, parts) => {
    const item = findItem(parts, itemId);
    assertOpen(item);
    checkPrice(input.price, quote.currency);
    await repo.insertAlternative(tx, {
      quoteId: quote.id,
      itemId: item.id,
      brand: input.brand,
      model: input.model,
      price: input.price,
      description: input.description || null,
      isExactMatch: input.is_exact_match,
      imageUrl: input.image_url ?? null,
    });
    return reconcileQuote(tx, quote);
  });
}

function findShippableRecipient(parts: repo.QuoteParts, recipientId: string) {
  const recipient = parts.recipients.find((candidate) => candidate.id === recipientId);
  if (!recipient) throw notFound('recipient', recipientId);
  const item = parts.items.find((candidate) => candidate.id === recipient.itemId)!;
  if (!item.selectedType)
    throw conflict(
      `Recipient ${recipient.id} belongs to item ${item.id}, which has no accepted option (status ${item.status}).`,
    );
  return recipient;
}

/** Tracking for one recipient of an accepted item: recipient Shipped, event `quote.tracking_added`. */
export async function addTracking(
  db: Db,
  { scope, quoteId, recipientId }: RecipientTarget,
  input: { tracking_code: string; tracking_link: string; serial_number?: string },
): Promise<TQuote> {
  return withLockedQuote(db, scope, quoteId, async (tx, quote, parts) => {
    const recipient = findShippableRecipient(parts, recipientId);
    if (recipient.status === 'Delivered') throw conflict(`Recipient ${recipient.id} is already Delivered.`);
    await repo.updateRecipient(tx, recipient.id, {
      trackingCode: input.tracking_code,
      trackingLink: input.tracking_link,
      serialNumber: input.serial_number ?? recipient.serialNumber,
      status: 'Shipped',
      statusTimestamps: enterStatus(recipient.statusTimestamps, 'Shipped'),
    });
    const view = await reconcileQuote(tx, quote, ['quote.tracking_added']);
    await notifyTracking(tx, companyScope(quote.companyId, quote.livemode), view, recipient.id);
    return view;
  });
}

/**
 * Delivery confirmed for one recipient (with its serial numbers, if not given with the tracking): event
 * `quote.delivered`; the last one makes the quote Delivered. Delivered devices join the company's inventory.
 */
export async function markDelivered(
  db: Db,
  { scope, quoteId, recipientId }: RecipientTarget,
  input: { serial_number?: string } = {},
): Promise<TQuote> {
  return withLockedQuote(db, scope, quoteId, async (tx, quote, parts) => {
    const recipient = findShippableRecipient(parts, recipientId);
    if (recipient.status === 'Delivered') throw conflict(`Recipient ${recipient.id} is already Delivered.`);
    const serialNumber = input.serial_number ?? recipient.serialNumber;
    await repo.updateRecipient(tx, recipient.id, {
      status: 'Delivered',
      statusTimestamps: enterStatus(recipient.statusTimestamps, 'Delivered'),
      serialNumber,
      // The money is spent: its conversion into the reporting currency is fixed at the delivery day's rates.
      spentConversion: await conversionOn(tx, quote.companyId, quote.currency, clock.todayUtc()),
    });
    const item = parts.items.find((candidate) => candidate.id === recipient.itemId)!;
    const chosen = chosenOption(item, parts.alternatives);
    await addDeliveredDevices(tx, companyScope(quote.companyId, quote.livemode), {
      serialNumbers: splitSerialNumbers(serialNumber),
      productType: item.productType,
      model: chosen.name,
      description: `Procured with quote ${quote.number}${chosen.details ? ` (${chosen.details})` : ''}`,
      country: recipient.country,
      cost: chosen.price,
      currency: quote.currency,
      recipient: { name: recipient.name, email: recipient.email },
    });
    await announceDelivery(tx, companyScope(quote.companyId, quote.livemode), quote.id);
    return reconcileQuote(tx, quote, ['quote.delivered']);
  });
}

/** What was accepted for an item: the accepted alternative, or the original offer as specified. */
function chosenOption(item: repo.ItemRow, alternatives: repo.AlternativeRow[]) {
  const alternative =
    item.selectedType === 'alternative'
      ? alternatives.find((candidate) => candidate.id === item.selectedId)
      : undefined;
  if (alternative)
    return {
      name: `${alternative.brand} ${alternative.model}`,
      details: alternative.description,
      price: alternative.price,
    };
  const spec = (key: string) =>
    typeof item.specification[key] === 'string' && item.specification[key] ? (item.specification[key] as string) : null;
  const name = [spec('brand'), spec('model')].filter(Boolean).join(' ') || spec('name') || item.productType || 'Device';
  const details = ['cpu', 'ram', 'storage', 'screen_size'].map(spec).filter(Boolean).join(' · ');
  return { name, details: details || null, price: item.price };
}

/** Asks the client for input (event `quote.action_required`), or clears the request with `message: null`. */
export async function setActionRequired(
  db: Db,
  scope: Scope,
  quoteId: string,
  message: string | null,
): Promise<TQuote> {
  return withLockedQuote(db, scope, quoteId, async (tx, quote) => {
    if (message === null && !quote.actionRequiredMessage)
      throw conflict(`Quote ${quote.id} has no open request for input.`);
    const at = message === null ? null : clock.now();
    await repo.updateQuote(tx, quote.id, { actionRequiredMessage: message, actionRequiredAt: at });
    return reconcileQuote(
      tx,
      { ...quote, actionRequiredMessage: message, actionRequiredAt: at },
      message === null ? [] : ['quote.action_required'],
    );
  });
}
