import type { TRecipientInput } from '@/lib/contract/quotes';
import type { Db } from '../db/client';
import { ApiError, type TErrorDetails, notFound } from '../core/errors';
import { enterStatus } from '../db/status-timestamps';
import { recipientValues } from './create-quote';
import * as repo from './repo';
import * as clock from '../core/clock';

// One decision on an item's option, written under the quote's row lock: by a client at once, or by the approval of
// the request that held it (server/approvals/, through applyReleasedDecisions in service.ts).

export const conflict = (message: string, details: TErrorDetails = null) => new ApiError('CONFLICT', message, details);

/** The item and option the decision names, once it is shown they can be decided now; 404 or 409 otherwise. */
export function checkDecidable(
  parts: repo.QuoteParts,
  decision: { itemId: string; alternativeId: string | null },
): { item: repo.ItemRow; alternative: repo.AlternativeRow | undefined } {
  const item = parts.items.find((candidate) => candidate.id === decision.itemId);
  if (!item) throw notFound('item', decision.itemId);
  const alternative = decision.alternativeId
    ? parts.alternatives.find((candidate) => candidate.id === decision.alternativeId && candidate.itemId === item.id)
    : undefined;
  if (decision.alternativeId && !alternative) throw notFound(`alternative of item ${item.id}`, decision.alternativeId);

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
  return { item, alternative };
}

/**
 * Writes one decision: accepting an option rejects every other pending option of the item and orders its recipients;
 * rejecting rejects only that option. The caller holds the quote's row lock and reconciles the quote afterwards.
 */
export async function applyOption(
  tx: Db,
  parts: repo.QuoteParts,
  item: repo.ItemRow,
  alternative: repo.AlternativeRow | undefined,
  action: 'accept' | 'reject',
  recipients: TRecipientInput[] | undefined,
) {
  if (action === 'accept') {
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
    await orderRecipients(tx, item.quoteId, item.id, recipients, parts.recipients);
  } else if (alternative) {
    await repo.updateAlternative(tx, alternative.id, { status: 'rejected' });
  } else {
    await repo.updateItem(tx, item.id, { status: 'Rejected' });
  }
}

/** On accept: the supplied recipients replace the item's, and every recipient of the item is ordered. */
async function orderRecipients(
  tx: Db,
  quoteId: string,
  itemId: string,
  replacement: TRecipientInput[] | undefined,
  current: repo.RecipientRow[],
) {
  const now = clock.now();
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
