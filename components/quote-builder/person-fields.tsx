'use client';

import { useFormContext } from 'react-hook-form';
import type { TEmployee } from '@/lib/contract/employees';
import { CountrySelect } from '@/components/ui/country-select';
import { TextField } from '@/components/ui/field';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { OPTIONAL_TEXT, recipientFromEmployee, type TQuoteBuilderValues } from './quote-form';

type PersonPath = `items.${number}.recipients.${number}` | 'one_recipient';

/**
 * Who receives: picked from the employee directory or typed (name, e-mail, phone, country by name, address), at
 * `path`. `errorFor` gives each field's message.
 */
export function PersonFields({
  path,
  errorFor,
}: {
  path: PersonPath;
  errorFor: (field: string) => string | undefined;
}) {
  const { register, setValue, formState } = useFormContext<TQuoteBuilderValues>();

  function fill(employee: TEmployee) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    for (const [field, value] of Object.entries(recipientFromEmployee(employee))) {
      setValue(`${path}.${field as 'name' | 'email' | 'country' | 'address'}`, value as string, options);
    }
  }

  return (
    <div className="space-y-3">
      <EmployeePicker label="Find in the employee directory" onPick={fill} />
      <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <TextField label="Name" autoComplete="off" error={errorFor('name')} {...register(`${path}.name`)} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errorFor('email')}
          {...register(`${path}.email`, OPTIONAL_TEXT)}
        />
        <TextField
          label="Phone number"
          type="tel"
          autoComplete="off"
          error={errorFor('phone_number')}
          {...register(`${path}.phone_number`, OPTIONAL_TEXT)}
        />
        <CountrySelect error={errorFor('country')} {...register(`${path}.country`)} />
        <div className="md:col-span-2">
          <TextField label="Address" autoComplete="off" error={errorFor('address')} {...register(`${path}.address`)} />
        </div>
      </div>
    </div>
  );
}
