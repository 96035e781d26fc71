'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { BudgetImpact, type BudgetImpactInputLine } from '@/components/budgets/budget-impact';
import { recipientShares } from '@/lib/budget-shares';
import { formatMoney } from '@/lib/money';
import { toQuantity, useItemEstimates, type ItemEstimate } from './estimate';
import type { TQuoteBuilderItem, TQuoteBuilderValues } from './quote-form';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `Estimate: $2,049.00 × 3 = $6,147.00` for one item of the builder; freeform items are priced by Loadout. */
export function describeItemEstimate(estimate: ItemEstimate, quantity: number): string {
  if (estimate.state === 'freeform') return 'To be priced by Loadout';
  if (estimate.state === 'loading') return 'Estimating…';
  if (estimate.state === 'none') return 'No catalog estimate; Loadout prices it';
  const { price, currency, isLowest } = estimate.unit;
  return `Estimate: ${formatMoney(price, currency)}${isLowest ? ' (lowest configuration)' : ''} × ${quantity} = ${formatMoney(price * quantity, currency)}`;
}

/** The running total of the catalog's estimates: price estimate × quantity, kits summed from their devices. */
export function EstimatedTotal() {
  const { control } = useFormContext<TQuoteBuilderValues>();
  const items: TQuoteBuilderItem[] = useWatch({ control, name: 'items' }) ?? [];
  const recipientMode = useWatch({ control, name: 'recipient_mode' });
  const oneRecipient = useWatch({ control, name: 'one_recipient' });
  const estimates = useItemEstimates(items);
  const totals = new Map<string, number>();
  estimates.forEach((estimate, index) => {
    if (estimate.state !== 'estimate') return;
    const { price, currency } = estimate.unit;
    totals.set(currency, (totals.get(currency) ?? 0) + price * toQuantity(items[index]?.quantity));
  });
  const count = (state: ItemEstimate['state']) => estimates.filter((estimate) => estimate.state === state).length;
  const isLoading = count('loading') > 0;
  const hasLowest = estimates.some((estimate) => estimate.state === 'estimate' && estimate.unit.isLowest);
  const notes = [
    count('freeform')
      ? `${plural(count('freeform'), 'freeform item', 'freeform items')} to be priced by Loadout`
      : null,
    count('none') ? `${plural(count('none'), 'item has', 'items have')} no catalog estimate` : null,
    hasLowest ? 'products without a chosen configuration count at their lowest one' : null,
  ].filter(Boolean);
  const note = notes.join('; ');
  // What the estimates would commit per recipient, for the budgets (one currency only: budgets do not convert).
  const budgetLines: BudgetImpactInputLine[] = estimates.flatMap((estimate, index) => {
    const item = items[index];
    if (estimate.state !== 'estimate' || !item) return [];
    const recipients =
      recipientMode === 'one' && oneRecipient ? [{ ...oneRecipient, quantity: undefined }] : item.recipients;
    const shares = recipientShares(estimate.unit.price, toQuantity(item.quantity), recipients ?? []);
    return (recipients ?? []).map((recipient, position) => ({
      email: recipient.email?.trim() || null,
      amount: shares[position] ?? 0,
    }));
  });
  const [budgetCurrency] = totals.keys();

  return (
    <section aria-labelledby="quote-estimate-heading" className="rounded-lg border border-line bg-raised p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quote-estimate-heading" className="text-lg font-semibold">
          Estimated total
        </h2>
        <p className="text-xl font-semibold tabular-nums" data-testid="estimated-total" aria-live="polite">
          {isLoading
            ? 'Estimating…'
            : totals.size === 0
              ? '—'
              : [...totals].map(([currency, total]) => formatMoney(total, currency)).join(' + ')}
        </p>
      </div>
      <p className="mt-1 text-sm text-muted">
        The catalog’s price estimates × quantities, kits summed from their devices; Loadout’s quote sets the prices.
        {note ? ` ${note.charAt(0).toUpperCase()}${note.slice(1)}.` : ''}
      </p>
      {!isLoading && totals.size === 1 && budgetLines.length ? (
        <div className="mt-4">
          <BudgetImpact currency={budgetCurrency!} lines={budgetLines} title="Budgets, at these estimates" />
        </div>
      ) : null}
    </section>
  );
}
