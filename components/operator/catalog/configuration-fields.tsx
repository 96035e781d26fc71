'use client';

import { useFormContext } from 'react-hook-form';
import { errorAt } from '@/components/quote-builder/field-errors';
import { CheckboxField, TextField } from '@/components/ui/field';
import { nullableNumber, nullableText, upperCase } from './product-form-schema';

/** The fields of one configuration under `prefix` (e.g. `configurations.0`, or `` for a form that is one configuration). */
export function ConfigurationFields({ prefix, label }: { prefix: string; label: string }) {
  const { register, formState } = useFormContext();
  const name = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const error = (field: string) => errorAt(formState.errors, name(field));
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        label={`${label} CPU`}
        placeholder="e.g. Apple M4 10-core"
        error={error('cpu')}
        {...register(name('cpu'), nullableText)}
      />
      <TextField
        label={`${label} RAM`}
        placeholder="e.g. 16 GB"
        error={error('ram')}
        {...register(name('ram'), nullableText)}
      />
      <TextField
        label={`${label} storage`}
        placeholder="e.g. 512 GB"
        error={error('storage')}
        {...register(name('storage'), nullableText)}
      />
      <TextField
        label={`${label} screen size`}
        placeholder='e.g. 14"'
        error={error('screen_size')}
        {...register(name('screen_size'), nullableText)}
      />
      <TextField
        label={`${label} price estimate`}
        type="number"
        min={0}
        step="0.01"
        inputMode="decimal"
        error={error('price_estimate')}
        {...register(name('price_estimate'), nullableNumber)}
      />
      <TextField
        label={`${label} currency`}
        maxLength={3}
        autoComplete="off"
        error={error('currency')}
        {...register(name('currency'), upperCase)}
      />
      <div className="sm:pt-7">
        <CheckboxField label={`${label} active`} {...register(name('active'))} />
      </div>
    </div>
  );
}
