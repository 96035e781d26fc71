'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { TCurrencySettings } from '@/lib/contract/currency-settings';
import { bffCall } from '@/lib/queries/bff-call';
import { budgetQueries } from '@/lib/queries/budgets';

const NONE = '';

/** What the reporting currency means for the budgets, in a sentence. */
function explain(currency: string | null) {
  return currency
    ? `Budgets in ${currency} count quotes in every currency, each at the reference rate of the day its money was committed or delivered; budgets in other currencies count only their own.`
    : 'Nothing is converted: each budget counts only the quotes in its own currency.';
}

/**
 * The company's reporting currency, above the budgets: IT staff choose it, everyone else reads it. Saving moves the
 * figures of the budgets in the new currency; what was committed before keeps the rate stored with it.
 */
export function ReportingCurrency({ canWrite }: { canWrite: boolean }) {
  const settings = useQuery(budgetQueries.currencySettings());
  const [choice, setChoice] = useState<string | null>(null);
  const save = useBffMutation({
    call: (reporting: string | null) =>
      bffCall<{ data: TCurrencySettings }>('PATCH /api/currency-settings', {
        body: { reporting_currency: reporting },
      }),
    invalidates: [budgetQueries.root],
    success: 'Reporting currency saved.',
    onSuccess: () => setChoice(null),
  });
  if (!settings.data) return null;
  const current = settings.data.reporting_currency;
  const selected = choice ?? current ?? NONE;
  return (
    <section
      aria-labelledby="reporting-currency-heading"
      className="mb-6 rounded-lg border border-line bg-raised p-4 shadow-sm"
    >
      <h2 id="reporting-currency-heading" className="font-semibold">
        Reporting currency: {current ?? 'none'}
      </h2>
      <p className="mt-1 text-sm text-muted">{explain(current)}</p>
      {canWrite ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(selected === NONE ? null : selected);
          }}
        >
          <div className="w-64">
            <SelectField label="Count budgets in" value={selected} onChange={(event) => setChoice(event.target.value)}>
              <option value={NONE}>No conversion</option>
              {settings.data.currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
          </div>
          <Button type="submit" variant="secondary" disabled={save.isPending || selected === (current ?? NONE)}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
