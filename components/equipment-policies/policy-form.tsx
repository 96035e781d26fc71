'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { errorAt, firstErrorAt } from '@/components/quote-builder/field-errors';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TEquipmentPolicy } from '@/lib/contract/equipment-policies';
import { bffCall } from '@/lib/queries/bff-call';
import { equipmentPolicyQueries, policyChoiceQueries } from '@/lib/queries/equipment-policies';
import { PolicyPreview } from './policy-preview';
import { ProductPicker } from './product-picker';
import {
  EMPTY_CHOICE,
  EMPTY_OPTION,
  EMPTY_PRODUCT,
  toFormValues,
  toPreview,
  toRequest,
  ZPolicyForm,
  type TPolicyForm,
} from './policy-form-schema';

const FIELDS = ['name', 'description', 'is_default', 'match', 'kit_ids', 'products', 'choices', 'budget'] as const;

/** Creates a rule, or edits one (`policy`): who it matches, with a live preview, and what it gives. */
export function PolicyForm({ policy }: { policy?: TEquipmentPolicy }) {
  const router = useRouter();
  const id = useId();
  const form = useForm<TPolicyForm>({ resolver: zodResolver(ZPolicyForm), defaultValues: toFormValues(policy) });
  const products = useFieldArray({ control: form.control, name: 'products' });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  const kits = useQuery(policyChoiceQueries.kits());
  const [isDefault, match] = useWatch({ control: form.control, name: ['is_default', 'match'] });
  const save = useBffMutation({
    call: (values: TPolicyForm) =>
      policy
        ? bffCall<{ data: TEquipmentPolicy }>('PATCH /api/equipment-policies/[id]', {
            params: { id: policy.id },
            body: toRequest(values),
          })
        : bffCall<{ data: TEquipmentPolicy }>('POST /api/equipment-policies', { body: toRequest(values) }),
    invalidates: [equipmentPolicyQueries.root],
    success: ({ data }) => (policy ? `“${data.name}” saved.` : `“${data.name}” created as rule ${data.position}.`),
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: () => router.push('/equipment-policies'),
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={policy ? `Edit ${policy.name}` : 'New equipment policy'}
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
        className="max-w-4xl min-w-0 space-y-6 rounded-lg border border-line bg-raised p-4 sm:p-6"
      >
        <FormError message={save.formError} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Name"
            autoComplete="off"
            placeholder="Engineering in Europe"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextAreaField
            label="Description (optional)"
            rows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </div>

        <fieldset className="space-y-4">
          <legend className="text-base font-semibold">Who it is for</legend>
          <CheckboxField label="Default rule: everyone no other rule matches" {...form.register('is_default')} />
          {isDefault ? (
            <p className="text-sm text-muted">
              The default rule is evaluated last and matches everyone the rules above it leave out.
            </p>
          ) : (
            <div className="grid gap-4 md:grid-cols-3">
              <TextField
                label="Departments"
                placeholder="Engineering, Design"
                hint="Comma-separated; empty means any department."
                error={firstErrorAt(errors, 'match.departments')}
                {...form.register('match.departments')}
              />
              <TextField
                label="Countries"
                placeholder="Germany, FR"
                hint="Names or codes, comma-separated; empty means any country."
                error={firstErrorAt(errors, 'match.countries')}
                {...form.register('match.countries')}
              />
              <TextField
                label="Job titles"
                placeholder="Software Engineer"
                hint="Whole titles, comma-separated; empty means any."
                error={firstErrorAt(errors, 'match.job_titles')}
                {...form.register('match.job_titles')}
              />
            </div>
          )}
        </fieldset>
        <PolicyPreview draft={toPreview({ is_default: isDefault, match }, policy?.id)} />

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Kits</legend>
          {kits.isPending ? (
            <p className="text-sm text-muted">Loading your kits…</p>
          ) : kits.isError ? (
            <p className="text-sm text-danger">{kits.error.message}</p>
          ) : kits.data.length === 0 ? (
            <p className="text-sm text-muted">Your company has no kits yet.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {kits.data.map((kit) => (
                <li key={kit.id} className="flex items-start gap-2">
                  <input
                    id={`${id}-kit-${kit.id}`}
                    type="checkbox"
                    value={kit.id}
                    className="mt-0.5 h-4 w-4 shrink-0 rounded border-line-strong"
                    {...form.register('kit_ids')}
                  />
                  <label htmlFor={`${id}-kit-${kit.id}`} className="text-sm">
                    {kit.name}
                    <span className="block text-xs text-muted">
                      {kit.items.length} {kit.items.length === 1 ? 'device' : 'devices'}
                      {kit.region ? ` · ${kit.region}` : ''}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {firstErrorAt(errors, 'kit_ids') ? (
            <p className="text-sm text-danger">{firstErrorAt(errors, 'kit_ids')}</p>
          ) : null}
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Extra products</legend>
          {products.fields.map((field, index) => (
            <div key={field.id} className="rounded-md border border-line p-3">
              <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_7rem]">
                <ProductPicker path={`products.${index}`} label={`Product ${index + 1}`} />
                <TextField
                  label={`Product ${index + 1} quantity`}
                  type="number"
                  min={1}
                  max={100}
                  error={errorAt(errors, `products.${index}.quantity`)}
                  {...form.register(`products.${index}.quantity`, { valueAsNumber: true })}
                />
              </div>
              <Button variant="ghost" className="mt-2" onClick={() => products.remove(index)}>
                Remove product {index + 1}
              </Button>
            </div>
          ))}
          <Button variant="secondary" onClick={() => products.append(EMPTY_PRODUCT)}>
            Add a product
          </Button>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Choices for the new hire</legend>
          <p className="text-sm text-muted">
            The new hire picks one option through a link; the default is taken when they do not pick in time.
          </p>
          {choices.fields.map((field, index) => (
            <ChoiceFields key={field.id} index={index} onRemove={() => choices.remove(index)} />
          ))}
          <Button variant="secondary" onClick={() => choices.append(EMPTY_CHOICE)}>
            Add a choice
          </Button>
        </fieldset>

        <fieldset className="space-y-3">
          <legend className="text-base font-semibold">Budget per person (optional)</legend>
          <div className="grid max-w-md grid-cols-[minmax(0,1fr)_6rem] gap-3">
            <TextField
              label="Amount"
              inputMode="decimal"
              placeholder="2500"
              error={errorAt(errors, 'budget.amount')}
              {...form.register('budget.amount')}
            />
            <TextField
              label="Currency"
              maxLength={3}
              error={errorAt(errors, 'budget.currency')}
              {...form.register('budget.currency')}
            />
          </div>
        </fieldset>

        <FormActions>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : policy ? 'Save policy' : 'Create policy'}
          </Button>
          <Link href="/equipment-policies" className={buttonClass('ghost')}>
            Cancel
          </Link>
        </FormActions>
      </form>
    </FormProvider>
  );
}

/** A named choice: its options (a label and a product each) and the one taken by default. */
function ChoiceFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control, register, formState } = useFormContext<TPolicyForm>();
  const options = useFieldArray({ control, name: `choices.${index}.options` });
  const labels = useWatch({ control, name: `choices.${index}.options` }).map((option) => option.label.trim());
  const headingId = useId();
  const error = (path: string) => errorAt(formState.errors, `choices.${index}.${path}`);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-md border border-line p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        Choice {index + 1}
      </h3>
      <TextField
        label={`Choice ${index + 1} name`}
        placeholder="Laptop"
        error={error('name')}
        {...register(`choices.${index}.name`)}
      />
      {options.fields.map((field, option) => (
        <div key={field.id} className="grid gap-3 border-t border-line pt-3 md:grid-cols-[12rem_minmax(0,1fr)]">
          <TextField
            label={`Option ${option + 1} label`}
            placeholder="MacBook Pro 14"
            error={error(`options.${option}.label`)}
            {...register(`choices.${index}.options.${option}.label`)}
          />
          <ProductPicker path={`choices.${index}.options.${option}`} label={`Option ${option + 1} product`} />
          {options.fields.length > 2 ? (
            <Button variant="ghost" className="justify-self-start" onClick={() => options.remove(option)}>
              Remove option {option + 1}
            </Button>
          ) : null}
        </div>
      ))}
      {error('options') ? <p className="text-sm text-danger">{error('options')}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" onClick={() => options.append(EMPTY_OPTION)} disabled={options.fields.length >= 10}>
          Add an option
        </Button>
        <div className="min-w-48 flex-1">
          <SelectField
            label={`Choice ${index + 1} default`}
            error={error('default_option')}
            {...register(`choices.${index}.default_option`)}
          >
            <option value="">Choose the default</option>
            {labels.filter(Boolean).map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <Button variant="ghost" onClick={onRemove}>
        Remove choice {index + 1}
      </Button>
    </section>
  );
}
