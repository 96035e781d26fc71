'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorAt } from './field-errors';
import { PersonFields } from './person-fields';
import { emptyRecipient, OPTIONAL_NUMBER, type TQuoteBuilderValues } from './quote-form';

/** The recipients of one item, each picked from the directory or typed, with the item's quantity split between them. */
export function RecipientFields({ itemIndex }: { itemIndex: number }) {
  const { control, register, formState } = useFormContext<TQuoteBuilderValues>();
  const name = `items.${itemIndex}.recipients` as const;
  const recipients = useFieldArray({ control, name });
  const listError = errorAt(formState.errors, name);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold text-fg">Recipients</h4>
        <QuantitySplit itemIndex={itemIndex} />
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      ) : null}
      {recipients.fields.map((field, recipientIndex) => {
        const path = `${name}.${recipientIndex}` as const;
        const error = (field: string) => errorAt(formState.errors, `${path}.${field}`);
        return (
          <fieldset key={field.id} className="rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-medium text-fg">Recipient {recipientIndex + 1}</legend>
            <div className="space-y-3">
              <PersonFields path={path} errorFor={error} />
              <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                <TextField
                  label="Units for this recipient"
                  type="number"
                  min={1}
                  inputMode="numeric"
                  hint="Optional: how many of the item's units go to this person"
                  error={error('quantity')}
                  {...register(`${path}.quantity`, OPTIONAL_NUMBER)}
                />
              </div>
              {recipients.fields.length > 1 ? (
                <Button variant="ghost" onClick={() => recipients.remove(recipientIndex)}>
                  Remove recipient {recipientIndex + 1}
                </Button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => recipients.append(emptyRecipient())}>
        Add recipient
      </Button>
    </div>
  );
}

/** How many of the item's units the recipients' quantities cover; the API takes any split, so this only informs. */
function QuantitySplit({ itemIndex }: { itemIndex: number }) {
  const { control } = useFormContext<TQuoteBuilderValues>();
  const quantity = useWatch({ control, name: `items.${itemIndex}.quantity` });
  const recipients = useWatch({ control, name: `items.${itemIndex}.recipients` }) ?? [];
  const given = recipients
    .map((recipient) => recipient?.quantity)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (given.length === 0 || typeof quantity !== 'number' || !Number.isFinite(quantity)) {
    return recipients.length > 1 ? (
      <p className="text-sm text-muted">Give each recipient a number of units to split the item between them.</p>
    ) : null;
  }
  const assigned = given.reduce((sum, value) => sum + value, 0);
  const tone = assigned === quantity ? 'text-success' : 'text-warning';
  const text =
    assigned === quantity
      ? `All ${quantity} units are assigned to recipients.`
      : assigned < quantity
        ? `${assigned} of ${quantity} units assigned; ${quantity - assigned} not assigned to a recipient.`
        : `${assigned} units assigned, ${assigned - quantity} more than the item's quantity of ${quantity}.`;
  return (
    <p aria-live="polite" data-testid="quantity-split" className={`text-sm font-medium ${tone}`}>
      {text}
    </p>
  );
}
