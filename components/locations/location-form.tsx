'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { SelectField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import {
  ZCreateLocationRequest,
  type TCreateLocationInput,
  type TCreateLocationRequest,
  type TLocation,
} from '@/lib/contract/locations';
import { bffCall } from '@/lib/queries/bff-call';
import { locationQueries } from '@/lib/queries/resources';

const FIELDS = ['type', 'name', 'address', 'country', 'contact_name', 'contact_email'] as const;
const NULL_WHEN_EMPTY = {
  setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value),
};

/** Adds a warehouse or an office, or edits `location`: what a courier needs to deliver there. */
export function LocationForm({ location, onDone }: { location?: TLocation; onDone: () => void }) {
  const id = useId();
  const form = useForm<TCreateLocationInput, unknown, TCreateLocationRequest>({
    resolver: zodResolver(ZCreateLocationRequest),
    defaultValues: location
      ? {
          type: location.type,
          name: location.name,
          address: location.address,
          country: location.country_code ?? location.country,
          contact_name: location.contact_name,
          contact_email: location.contact_email,
        }
      : { type: 'warehouse', contact_name: null, contact_email: null },
  });
  const save = useBffMutation({
    call: (values: TCreateLocationRequest) =>
      location
        ? bffCall<{ data: TLocation }>('PATCH /api/locations/[id]', { params: { id: location.id }, body: values })
        : bffCall<{ data: TLocation }>('POST /api/locations', { body: values }),
    invalidates: [locationQueries.root],
    success: (result) => `${result.data.name} ${location ? 'saved' : 'added'}.`,
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="space-y-4 rounded-lg border border-line bg-raised p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-base font-semibold">
        {location ? `Edit ${location.name}` : 'New location'}
      </h2>
      <FormError message={save.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <SelectField label="Type" error={errors.type?.message} {...form.register('type')}>
          <option value="warehouse">Warehouse</option>
          <option value="office">Office</option>
        </SelectField>
        <TextField
          label="Address"
          hint="Street, postcode and city, as a courier needs them."
          autoComplete="off"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <CountrySelect error={errors.country?.message} {...form.register('country')} />
        <TextField
          label="Contact name (optional)"
          hint="Who receives devices there."
          autoComplete="off"
          error={errors.contact_name?.message}
          {...form.register('contact_name', NULL_WHEN_EMPTY)}
        />
        <TextField
          label="Contact e-mail (optional)"
          type="email"
          autoComplete="off"
          error={errors.contact_email?.message}
          {...form.register('contact_email', NULL_WHEN_EMPTY)}
        />
      </div>
      <FormActions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : location ? 'Save location' : 'Add location'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
