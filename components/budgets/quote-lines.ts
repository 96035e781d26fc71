import { recipientShares } from '@/lib/budget-shares';
import type { TQuote } from '@/lib/contract/quotes';
import type { BudgetImpactInputLine } from './budget-impact';

/**
 * What a quote would commit per recipient, for <BudgetImpact>: each priced item at the option accepted so far, else
 * at its original price while that is still on offer; shared among the recipients by their units.
 */
export function quoteBudgetLines(quote: TQuote): BudgetImpactInputLine[] {
  return quote.items.flatMap((item) => {
    const selected = item.selected_option;
    const price =
      selected?.type === 'alternative'
        ? (item.alternatives.find((alternative) => alternative.id === selected.id)?.price ?? null)
        : selected || item.status === 'Quoted'
          ? item.price
          : null;
    if (price === null) return [];
    const shares = recipientShares(price, item.quantity, item.recipients);
    return item.recipients.map((recipient, index) => ({ email: recipient.email, amount: shares[index]! }));
  });
}
