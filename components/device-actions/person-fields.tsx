'use client';

import type { UseFormReturn } from 'react-hook-form';
import type { TEmployee } from '@/lib/contract/employees';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { CountrySelect } from '@/components/ui/country-select';
import { TextAreaField, TextField } from '@/components/ui/field';
import { toPersonDraft, type TWizardBody, type TWizardValues } from './wizard-form';

type Props = {
  form: UseFormReturn<TWizardValues, unknown, TWizardBody>;
  person: 'current_user' | 'new_recipient';
  legend: string;
  description: string;
};

/** One person of a device action: picked from the employee directory or typed in. */
export function PersonFields({ form, person, legend, description }: Props) {
  const errors = form.formState.errors[person];
  const pick = (employee: TEmployee) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    const draft = toPersonDraft(employee);
    for (const field of ['name', 'email', 'country', 'address'] as const)
      form.setValue(`${person}.${field}`, draft[field], options);
  };
  return (
    <fieldset className="space-y-4 rounded-lg border border-line bg-raised p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      <p className="text-sm text-muted">{description}</p>
      <EmployeePicker onPick={pick} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors?.name?.message} {...form.register(`${person}.name`)} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          error={errors?.email?.message}
          {...form.register(`${person}.email`)}
        />
        <CountrySelect
          emptyLabel="Not given"
          error={errors?.country?.message}
          {...form.register(`${person}.country`)}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          error={errors?.phone?.message}
          {...form.register(`${person}.phone`)}
        />
      </div>
      <TextAreaField label="Address" error={errors?.address?.message} {...form.register(`${person}.address`)} />
    </fieldset>
  );
}
