'use client';

import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { TEmployee } from '@/lib/contract/employees';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { errorAt } from './field-errors';
import { emptyRecipient, OPTIONAL_NUMBER, OPTIONAL_TEXT, recipientFromEmployee, type TQuoteBuilderValues } from './quote-form';


/** The recipients of one item, each picked from the directory or typed, with the item's quantity split between them. */
export function RecipientFields({ itemIndex }: { itemIndex: number }) {
  const { control, register, setValue, formState } = useFormContext<TQuoteBuilderValues>();
  const name = `items.${itemIndex}.recipients` as const;
  const recipients = useFieldArray({ control, name });
  const listError = errorAt(formState.errors, name);

  function fill(recipientIndex: number, employee: TEmployee) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    for (const [field, value] of Object.entries(recipientFromEmployee(employee))) {
      setValue(`${name}.${recipientIndex}.${field as 'name' | 'email' | 'country' | 'address'}`, value as string, options);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-800">Recipients</h4>
        <QuantitySplit itemIndex={itemIndex} />
      </div>
      {listError ? (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {recipients.fields.map((field, recipientIndex) => {
        const path = `${name}.${recipientIndex}` as const;
        const error = (field: string) => errorAt(formState.errors, `${path}.${field}`);
        return (
          <fieldset key={field.id} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Recipient {recipientIndex + 1}</legend>
            <div className="space-y-3">
              <EmployeePicker label="Find in the employee directory" onPick={(employee) => fill(recipientIndex, employee)} />
              <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                <TextField label="Name" autoComplete="off" error={error('name')} {...register(`${path}.name`)} />
                <TextField label="E-mail" type="email" autoComplete="off" error={error('email')} {...register(`${path}.email`, OPTIONAL_TEXT)} />
                <TextField label="Phone number" type="tel" autoComplete="off" error={error('phone_number')} {...register(`${path}.phone_number`, OPTIONAL_TEXT)} />
                <TextField label="Country" autoComplete="off" hint="Country code or name, e.g. GB" error={error('country')} {...register(`${path}.country`)} />
                <div className="md:col-span-2">
                  <TextField label="Address" autoComplete="off" error={error('address')} {...register(`${path}.address`)} />
                </div>
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
  const given = recipients.map((recipient) => recipient?.quantity).filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  if (given.length === 0 || typeof quantity !== 'number' || !Number.isFinite(quantity)) {
    return recipients.length > 1 ? <p className="text-sm text-slate-600">Give each recipient a number of units to split the item between them.</p> : null;
  }
  const assigned = given.reduce((sum, value) => sum + value, 0);
  const tone = assigned === quantity ? 'text-green-800' : 'text-amber-900';
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
