import type { TQuoteStatus } from '@/lib/contract/quotes';
import type * as repo from './repo';

/** Decided: an option was accepted, or the original and every alternative were rejected. */
export function isDecided(item: repo.ItemRow, alternatives: repo.AlternativeRow[]): boolean {
  if (item.selectedType) return true;
  return item.status === 'Rejected' && alternatives.every((alternative) => alternative.itemId !== item.id || alternative.status === 'rejected');
}

/** The status a quote moves to from its parts; quotes only move forward. */
export function nextQuoteStatus(
  current: TQuoteStatus,
  parts: { items: repo.ItemRow[]; alternatives: repo.AlternativeRow[]; recipients: repo.RecipientRow[] },
): TQuoteStatus {
  const { items, alternatives, recipients } = parts;
  let status = current;
  if (status === 'Pending Review' && items.every((item) => item.price !== null)) status = 'Quoted';
  if (status === 'Quoted' && items.every((item) => isDecided(item, alternatives))) {
    status = items.some((item) => item.selectedType) ? 'Approved' : 'Rejected';
  }
  const selectedItems = new Set(items.filter((item) => item.selectedType).map((item) => item.id));
  const shipping = recipients.filter((recipient) => selectedItems.has(recipient.itemId));
  if (status === 'Approved' && shipping.some((recipient) => recipient.status === 'Shipped' || recipient.status === 'Delivered')) {
    status = 'In Progress';
  }
  if ((status === 'Approved' || status === 'In Progress') && shipping.length > 0 && shipping.every((recipient) => recipient.status === 'Delivered')) {
    status = 'Delivered';
  }
  return status;
}
