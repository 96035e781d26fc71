import type { TItemOutcome, TItemOutcomeState, TQuoteStatus } from '@/lib/contract/quotes';
import type * as repo from './repo';

/**
 * Where an item as a whole stands, from its price, the original's status, the option accepted and its alternatives
 * (the item's own or all of the quote's). The one derivation: the wire's `outcome` and every server check of "decided".
 */
export function deriveItemOutcome(item: repo.ItemRow, alternatives: repo.AlternativeRow[]): TItemOutcome {
  const open = alternatives.filter(
    (alternative) => alternative.itemId === item.id && alternative.status === 'pending',
  ).length;
  const state = stateOf(item, open);
  const isDecided = state === 'accepted' || state === 'accepted_alternative' || state === 'rejected';
  return { state, is_decided: isDecided, open_alternatives: open };
}

function stateOf(item: repo.ItemRow, openAlternatives: number): TItemOutcomeState {
  if (item.selectedType === 'alternative') return 'accepted_alternative';
  if (item.selectedType === 'item') return 'accepted';
  if (item.price === null) return 'pending_review';
  if (item.status !== 'Rejected') return 'quoted';
  return openAlternatives > 0 ? 'original_rejected' : 'rejected';
}

/** Decided: an option was accepted, or the original and every alternative were rejected. */
export function isDecided(item: repo.ItemRow, alternatives: repo.AlternativeRow[]): boolean {
  return deriveItemOutcome(item, alternatives).is_decided;
}

/**
 * The statuses a quote passes through from `current`, in order (empty when it stays); quotes only move forward. One
 * change can pass several: the last decision on a quote whose accepted items already ship makes it Approved, then
 * In Progress. A quote Awaiting Approval moves on when the approval writes its decisions (server/approvals/decide-request.ts).
 */
export function quoteStatusPath(
  current: TQuoteStatus,
  parts: { items: repo.ItemRow[]; alternatives: repo.AlternativeRow[]; recipients: repo.RecipientRow[] },
): TQuoteStatus[] {
  const { items, alternatives, recipients } = parts;
  const path: TQuoteStatus[] = [];
  let status = current;
  const enter = (next: TQuoteStatus) => {
    status = next;
    path.push(next);
  };
  if (status === 'Pending Review' && items.every((item) => item.price !== null)) enter('Quoted');
  if ((status === 'Quoted' || status === 'Awaiting Approval') && items.every((item) => isDecided(item, alternatives))) {
    enter(items.some((item) => item.selectedType) ? 'Approved' : 'Rejected');
  }
  const selectedItems = new Set(items.filter((item) => item.selectedType).map((item) => item.id));
  const shipping = recipients.filter((recipient) => selectedItems.has(recipient.itemId));
  if (
    status === 'Approved' &&
    shipping.some((recipient) => recipient.status === 'Shipped' || recipient.status === 'Delivered')
  ) {
    enter('In Progress');
  }
  if (
    (status === 'Approved' || status === 'In Progress') &&
    shipping.length > 0 &&
    shipping.every((recipient) => recipient.status === 'Delivered')
  ) {
    enter('Delivered');
  }
  return path;
}
