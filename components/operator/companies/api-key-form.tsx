'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { SCOPES, ZApiKeyMode, ZCreateApiKeyRequest, type TApiKey } from '@/lib/contract/access';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorApiKeyQueries } from '@/lib/queries/operator';

export type TCreatedApiKey = TApiKey & { key: string };
type FormInput = z.input<typeof ZCreateApiKeyRequest>;
type FormOutput = z.output<typeof ZCreateApiKeyRequest>;

const FIELDS = [
  'name',
  'mode',
  'scopes',
  'expires_at',
  'rate_limit_per_minute',
  'autopilot',
  'requires_approval',
] as const;

// The browser's local date-time becomes the ISO timestamp the API takes; a value it cannot read goes to the schema as it is.
const toTimestamp = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};
const toOptionalNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

/** Issues an API key for the company with the contract's own validation; the secret comes back once. */
export function ApiKeyForm({
  companyId,
  onCreated,
  onCancel,
}: {
  companyId: string;
  onCreated: (key: TCreatedApiKey) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateApiKeyRequest),
    defaultValues: { name: '', mode: 'live', scopes: [], autopilot: false, requires_approval: false },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const create = useBffMutation({
    call: (values: FormOutput) =>
      bffCall<{ data: TCreatedApiKey }>('POST /api/operator/companies/[id]/api-keys', {
        params: { id: companyId },
        body: values,
      }).then((body) => body.data),
    invalidates: [operatorApiKeyQueries.root],
    success: (key) => `API key ${key.name} created.`,
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: onCreated,
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((values) => create.mutate(values))}
      className="space-y-4 rounded-lg border border-line bg-raised p-5"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        New API key
      </h3>
      <FormError message={create.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Key name"
          hint="Who or what uses it, e.g. “HRIS integration”."
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField label="Mode" error={errors.mode?.message} {...form.register('mode')}>
          {ZApiKeyMode.options.map((option) => (
            <option key={option} value={option}>
              {option === 'live' ? 'Live (real data)' : 'Test (sandbox)'}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}>
        <legend className="text-sm font-medium text-fg">Scopes</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {SCOPES.map((scope) => (
            <CheckboxField key={scope} label={scope} value={scope} {...form.register('scopes')} />
          ))}
        </div>
        {errors.scopes ? (
          <p id={`${id}-scopes-error`} className="mt-1 text-sm text-danger">
            {errors.scopes.message ?? errors.scopes.root?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          hint="In your local time; leave empty for a key that does not expire."
          error={errors.expires_at?.message}
          {...form.register('expires_at', { setValueAs: toTimestamp })}
        />
        <TextField
          label="Rate limit per minute (optional)"
          type="number"
          min={1}
          inputMode="numeric"
          hint="Leave empty for the service’s default."
          error={errors.rate_limit_per_minute?.message}
          {...form.register('rate_limit_per_minute', { setValueAs: toOptionalNumber })}
        />
      </div>
      <div>
        <CheckboxField
          label="Autopilot: sandbox quotes and device actions move on by themselves"
          {...form.register('autopilot', { disabled: mode !== 'test' })}
        />
        <p className="mt-1 text-xs text-muted">{errors.autopilot?.message ?? 'Test keys only.'}</p>
      </div>
      <div>
        <CheckboxField
          label="Decisions need approval: the company's approval rules apply to this key's decisions"
          {...form.register('requires_approval')}
        />
        <p className="mt-1 text-xs text-muted">
          {errors.requires_approval?.message ??
            'For a system IT staff decide quotes through; without it the key decides at once, whatever the rules.'}
        </p>
      </div>
      <FormActions>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
