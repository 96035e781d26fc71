import type { TQuote, TRecipientInput } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, type TErrorDetails, notFound } from '../core/errors';
import { recipientValues } from './create-quote';
import { notifyOptionAccepted } from './notifications';
import { reconcileQuote } from './reconcile';
import * as repo from './repo';
import { enterStatus } from '../db/status-timestamps';

export type Decision = {
  quoteId: string;
  itemId: string;
  /** The option to decide: the item's original offer, or one of its alternatives. */
  alternativeId: string | null;
  action: 'accept' | 'reject';
  /** Replace the recipients of the item (accept only). */
  recipients?: TRecipientInput[];
};

export type DecisionResult = {
  id: string;
  type: 'item' | 'alternative';
  status: 'accepted' | 'rejected';
  quote: TQuote;
};

const conflict = (message: string, details: TErrorDetails = null) => new ApiError('CONFLICT', message, details);

/**
 * Accepts or rejects one option of an item. Accepting an option rejects every other pending option of the item;
 * rejecting rejects only that option. The quote row is locked for the whole decision, so two concurrent accepts on
 * one item leave exactly one accepted.
 */
export async function decideOption(db: Db, tenant: CompanyScope, decision: Decision): Promise<DecisionResult> {
  return db.transaction(async (tx) => {
    const quote = await repo.findQuote(tx, tenant, decision.quoteId, { lock: true });
    if (!quote) throw notFound('quote', decision.quoteId);
    const parts = await repo.loadQuoteParts(tx, [quote.id]);
    const item = parts.items.find((candidate) => candidate.id === decision.itemId);
    if (!item) throw notFound('item', decision.itemId);
    const alternative = decision.alternativeId
      ? parts.alternatives.find((candidate) => candidate.id === decision.alternativeId && candidate.itemId === item.id)
      : undefined;
    if (decision.alternativeId && !alternative)
      throw notFound(`alternative of item ${item.id}`, decision.alternativeId);

    if (item.price === null) {
      throw conflict(`Item ${item.id} is not priced yet (status ${item.status}); wait for the quote.pending event.`);
    }
    if (item.selectedType) {
      throw conflict(`Item ${item.id} already has an accepted option (${item.selectedType} ${item.selectedId}).`, {
        selected_option: { type: item.selectedType, id: item.selectedId },
      });
    }
    const optionStatus = alternative ? alternative.status : item.status;
    if (optionStatus !== 'pending' && optionStatus !== 'Quoted') {
      throw conflict(`This ${alternative ? 'alternative' : 'item'} was already decided (status ${optionStatus}).`);
    }

    if (decision.action === 'accept') {
      if (alternative) {
        await repo.updateAlternative(tx, alternative.id, { status: 'accepted' });
        await repo.updateItem(tx, item.id, {
          status: 'Rejected',
          selectedType: 'alternative',
          selectedId: alternative.id,
        });
      } else {
        await repo.updateItem(tx, item.id, { status: 'Accepted', selectedType: 'item', selectedId: item.id });
      }
      await repo.rejectPendingAlternatives(tx, item.id, alternative?.id ?? null);
      await orderRecipients(tx, quote.id, item.id, decision.recipients, parts.recipients);
    } else if (alternative) {
      await repo.updateAlternative(tx, alternative.id, { status: 'rejected' });
    } else {
      await repo.updateItem(tx, item.id, { status: 'Rejected' });
    }

    const view = await reconcileQuote(tx, quote);
    if (decision.action === 'accept') await notifyOptionAccepted(tx, tenant, view, item.id);
    return {
      id: alternative?.id ?? item.id,
      type: alternative ? 'alternative' : 'item',
      status: decision.action === 'accept' ? 'accepted' : 'rejected',
      quote: view,
    };
  });
}

/** On accept: the supplied recipients replace the item's, and every recipient of the item is ordered. */
async function orderRecipients(
  tx: Db,
  quoteId: string,
  itemId: string,
  replacement: TRecipientInput[] | undefined,
  current: repo.RecipientRow[],
) {
  const now = new Date();
  if (replacement) {
    await repo.deleteRecipientsOfItem(tx, itemId);
    await repo.insertRecipients(
      tx,
      recipientValues({ quoteId, itemId, recipients: replacement, status: 'Ordered', at: now }),
    );
    return;
  }
  for (const recipient of current.filter((candidate) => candidate.itemId === itemId)) {
    await repo.updateRecipient(tx, recipient.id, {
      status: 'Ordered',
      statusTimestamps: enterStatus(recipient.statusTimestamps, 'Ordered', now),
    });
  }
}

/** Endpoint 5 takes an item id or an alternative id: finds which. */
export async function resolveOption(db: Db, tenant: CompanyScope, quoteId: string, optionId: string) {
  const quote = await repo.findQuote(db, tenant, quoteId);
  if (!quote) throw notFound('quote', quoteId);
  const parts = await repo.loadQuoteParts(db, [quote.id]);
  if (parts.items.some((item) => item.id === optionId)) return { itemId: optionId, alternativeId: null };
  const alternative = parts.alternatives.find((candidate) => candidate.id === optionId);
  if (alternative) return { itemId: alternative.itemId, alternativeId: alternative.id };
  throw notFound('item or alternative', optionId);
}
