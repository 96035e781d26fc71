'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { errorAt } from './field-errors';
import { PersonFields } from './person-fields';
import type { TQuoteBuilderItem, TQuoteBuilderValues } from './quote-form';

/**
 * With one recipient for everything, the request puts that person on every item, so the schema's and the API's
 * messages land on `items.N.recipients.0.*`: the first one found there is the one recipient's.
 */
function oneRecipientError(
  errors: FieldErrors<TQuoteBuilderValues>,
  itemCount: number,
  field: string,
): string | undefined {
  for (let index = 0; index < itemCount; index += 1) {
    const message =
      errorAt(errors, `items.${index}.recipients.0.${field}`) ?? errorAt(errors, `items.${index}.recipients`);
    if (message) return message;
  }
  return undefined;
}

/** How recipients are given: per item, or one person (from the directory or typed) who receives every item in full. */
export function RecipientMode() {
  const { control, register, formState, trigger } = useFormContext<TQuoteBuilderValues>();
  const mode = useWatch({ control, name: 'recipient_mode' });
  const itemCount = useWatch({ control, name: 'items' })?.length ?? 0;
  const person = JSON.stringify(useWatch({ control, name: 'one_recipient' }));
  const { isSubmitted } = formState;
  // After a refused submit, the one recipient's messages sit on the items: check them again as the person is corrected.
  useEffect(() => {
    if (mode === 'one' && isSubmitted) void trigger('items');
  }, [mode, isSubmitted, person, trigger]);
  return (
    <section
      aria-labelledby="quote-recipients-heading"
      className="rounded-lg border border-line bg-raised p-4 shadow-sm"
    >
      <h2 id="quote-recipients-heading" className="text-lg font-semibold">
        Recipients
      </h2>
      <fieldset className="mt-2">
        <legend className="sr-only">How recipients are given</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" value="each" className="h-4 w-4" {...register('recipient_mode')} />
            Each item has its own recipients
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="one" className="h-4 w-4" {...register('recipient_mode')} />
            Ship everything to one recipient
          </label>
        </div>
      </fieldset>
      {mode === 'one' ? (
        <fieldset className="mt-4 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium text-fg">The one recipient</legend>
          <p className="mb-3 text-xs text-muted">
            Every item, in its full quantity, ships to this person. The recipients entered on each item are kept for
            switching back.
          </p>
          <PersonFields
            path="one_recipient"
            errorFor={(field) => oneRecipientError(formState.errors, itemCount, field)}
          />
        </fieldset>
      ) : null}
    </section>
  );
}

/** What an item says instead of its recipient fields when everything ships to one person. */
export function describeOneRecipient(item: Pick<TQuoteBuilderItem, 'kind' | 'quantity'>, name: string): string {
  const who = name.trim() || 'the one recipient (not chosen yet)';
  const quantity = Number(item.quantity) || 0;
  if (item.kind === 'kit')
    return `Ships to ${who}: every device of ${quantity === 1 ? 'the kit' : `the ${quantity} kits`}`;
  return `Ships to ${who}: ${quantity === 1 ? '1 unit' : `all ${quantity} units`}`;
}
