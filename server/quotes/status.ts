import type { TQuoteStatus } from '@/lib/contract/quotes';
import type * as repo from './repo';

/** Decided: an option was accepted, or the original and every alternative were rejected. */
export function isDecided(item: repo.ItemRow, alternatives: repo.AlternativeRow[]): boolean {
  if (item.selectedType) return true;
  return (
    item.status === 'Rejected' &&
    alternatives.every((alternative) => alternative.itemId !== item.id || alternative.status === 'rejected')
  );
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
