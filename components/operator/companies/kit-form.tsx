'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { describeConfiguration, describePrice } from '@/components/catalog/describe';
import { errorAt } from '@/components/quote-builder/field-errors';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TKit } from '@/lib/contract/catalog';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorKitQueries, operatorProductQueries, type TKitMode } from '@/lib/queries/operator';
import {
  EMPTY_CATALOG_ITEM,
  EMPTY_FREEFORM_ITEM,
  ZKitForm,
  type TKitFormInput,
  type TKitFormOutput,
} from './kit-form-schema';

const FIELDS = ['mode', 'name', 'description', 'region', 'tags', 'items'] as const;
const optionalText = {
  setValueAs: (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
};
const optionalId = { setValueAs: (value: unknown) => (value === '' ? undefined : value) };
// An emptied quantity becomes 0, so the schema's "at least 1" explains it.
const requiredNumber = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value)),
};

/** Creates a kit for the company: its devices come from the catalog (a product, optionally one configuration) or are freeform. */
export function KitForm({
  companyId,
  mode,
  onCreated,
  onCancel,
}: {
  companyId: string;
  mode: TKitMode;
  onCreated: (kit: TKit) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<TKitFormInput, unknown, TKitFormOutput>({
    resolver: zodResolver(ZKitForm),
    defaultValues: { mode, name: '', description: '', region: '', tags: '', items: [EMPTY_CATALOG_ITEM] },
  });
  const items = useFieldArray({ control: form.control, name: 'items' });
  const create = useBffMutation({
    call: (values: TKitFormOutput) =>
      bffCall<{ data: TKit }>('POST /api/operator/companies/[id]/kits', {
        params: { id: companyId },
        body: values,
      }).then((body) => body.data),
    invalidates: [operatorKitQueries.root],
    success: (kit) => `Kit ${kit.name} created.`,
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: onCreated,
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="space-y-4 rounded-lg border border-line bg-raised p-5"
      >
        <h3 id={`${id}-title`} className="text-base font-semibold">
          New kit
        </h3>
        <FormError message={create.formError} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Kit name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
          <SelectField label="Kit data" error={errors.mode?.message} {...form.register('mode')}>
            <option value="live">Live</option>
            <option value="test">Test (sandbox)</option>
          </SelectField>
          <TextField
            label="Region (optional)"
            placeholder="e.g. EU"
            error={errors.region?.message}
            {...form.register('region', optionalText)}
          />
          <TextField
            label="Tags (optional)"
            hint="Comma-separated, e.g. engineering, remote."
            error={errors.tags?.message}
            {...form.register('tags')}
          />
        </div>
        <TextAreaField
          label="Description (optional)"
          rows={2}
          error={errors.description?.message}
          {...form.register('description', optionalText)}
        />
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-fg">Devices</legend>
          {items.fields.map((field, index) => (
            <KitItemFields
              key={field.id}
              index={index}
              onKindChange={(kind) =>
                items.update(index, kind === 'catalog' ? EMPTY_CATALOG_ITEM : EMPTY_FREEFORM_ITEM)
              }
              onRemove={items.fields.length > 1 ? () => items.remove(index) : undefined}
            />
          ))}
          {errorAt(errors, 'items') ? (
            <p role="alert" className="text-sm text-danger">
              {errorAt(errors, 'items')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => items.append(EMPTY_CATALOG_ITEM)}
            disabled={items.fields.length >= 50}
          >
            Add a device
          </Button>
        </fieldset>
        <FormActions>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create kit'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </FormActions>
      </form>
    </FormProvider>
  );
}

/** One device of the kit: a catalog product (and configuration) or a freeform specification, and how many. */
function KitItemFields({
  index,
  onKindChange,
  onRemove,
}: {
  index: number;
  onKindChange: (kind: 'catalog' | 'freeform') => void;
  onRemove?: () => void;
}) {
  const { control, register, formState } = useFormContext<TKitFormInput>();
  const kind = useWatch({ control, name: `items.${index}.kind` });
  const error = (field: string) => errorAt(formState.errors, `items.${index}.${field}`);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h4 id={headingId} className="text-sm font-semibold">
          Device {index + 1}
        </h4>
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove}>
            Remove device {index + 1}
          </Button>
        ) : null}
      </div>
      <div className="mt-3 grid gap-3 md:grid-cols-[12rem_1fr_8rem]">
        <SelectField
          label={`Device ${index + 1} source`}
          value={kind}
          onChange={(event) => onKindChange(event.currentTarget.value as 'catalog' | 'freeform')}
        >
          <option value="catalog">From the catalog</option>
          <option value="freeform">Freeform</option>
        </SelectField>
        {kind === 'catalog' ? (
          <CatalogChoice index={index} />
        ) : (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={`Device ${index + 1} type`}
              placeholder="Laptop, Monitor…"
              error={error('product_type')}
              {...register(`items.${index}.product_type`)}
            />
            <TextField
              label={`Device ${index + 1} brand`}
              error={error('specification.brand') ?? error('specification')}
              {...register(`items.${index}.specification.brand`)}
            />
            <TextField
              label={`Device ${index + 1} model`}
              error={error('specification.model')}
              {...register(`items.${index}.specification.model`)}
            />
          </div>
        )}
        <TextField
          label={`Device ${index + 1} quantity`}
          type="number"
          min={1}
          inputMode="numeric"
          error={error('quantity')}
          {...register(`items.${index}.quantity`, requiredNumber)}
        />
      </div>
    </section>
  );
}

/** A product picked from the catalog (searchable), then optionally one of its active configurations. */
function CatalogChoice({ index }: { index: number }) {
  const { control, register, setValue, formState } = useFormContext<TKitFormInput>();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const products = useInfiniteQuery(operatorProductQueries.list({ search: deferredSearch || undefined, limit: '100' }));
  const productId = useWatch({ control, name: `items.${index}.product_id` }) as string | undefined;
  const product = useQuery({ ...operatorProductQueries.detail(productId ?? ''), enabled: Boolean(productId) });
  const choices = products.data?.pages.flatMap((page) => page.data) ?? [];
  const error = (field: string) => errorAt(formState.errors, `items.${index}.${field}`);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField
        label={`Device ${index + 1} product search`}
        type="search"
        value={search}
        hint={products.isError ? products.error.message : 'Brand, model or name.'}
        onChange={(event) => setSearch(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <SelectField
        label={`Device ${index + 1} product`}
        error={error('product_id')}
        {...register(`items.${index}.product_id`, {
          onChange: () => setValue(`items.${index}.configuration_id`, undefined),
        })}
      >
        <option value="">{products.isPending ? 'Loading the catalog…' : `Choose a product (${choices.length})`}</option>
        {productId && !choices.some((choice) => choice.id === productId) && product.data ? (
          <option value={product.data.id}>{product.data.name}</option>
        ) : null}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id} disabled={!choice.active}>
            {choice.name} · {choice.brand} · {choice.product_type}
            {choice.active ? '' : ' (inactive)'}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={`Device ${index + 1} configuration`}
        error={error('configuration_id')}
        disabled={!product.data}
        {...register(`items.${index}.configuration_id`, optionalId)}
      >
        <option value="">Any configuration</option>
        {product.data?.configurations
          .filter((configuration) => configuration.active)
          .map((configuration) => (
            <option key={configuration.id} value={configuration.id}>
              {describeConfiguration(configuration) || 'Standard'} · {describePrice(configuration)}
            </option>
          ))}
      </SelectField>
    </div>
  );
}
