// How an item's money is shared among its recipients, for the budgets: the same rule in the API's figures and in the
// dashboard's "what this quote would leave".

/**
 * What each recipient's units of an item cost: `unitPrice × itemQuantity` (what is ordered, the quote's accepted
 * total) shared by units. A recipient's `quantity` counts as given; the units no recipient claims are shared equally
 * among those without one; if the units then add up to another number than the item's quantity, the shares are
 * scaled so that the item counts exactly once.
 */
export function recipientShares(
  unitPrice: number,
  itemQuantity: number,
  recipients: readonly { quantity?: number | null }[],
): number[] {
  if (recipients.length === 0) return [];
  const given = (quantity: number | null | undefined) =>
    typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? quantity : null;
  const claimed = recipients.reduce((sum, recipient) => sum + (given(recipient.quantity) ?? 0), 0);
  const open = recipients.filter((recipient) => given(recipient.quantity) === null).length;
  const unclaimed = Math.max(itemQuantity - claimed, 0);
  let units = recipients.map((recipient) => given(recipient.quantity) ?? (open ? unclaimed / open : 0));
  let total = units.reduce((sum, value) => sum + value, 0);
  if (total === 0) {
    units = recipients.map(() => 1);
    total = recipients.length;
  }
  const itemTotal = unitPrice * itemQuantity;
  return units.map((value) => (itemTotal * value) / total);
}
