'use client';

import { useQuery } from '@tanstack/react-query';
import type { FieldPath } from 'react-hook-form';
import { useFormContext, useWatch } from 'react-hook-form';
import { describeConfiguration, describePrice } from '@/components/catalog/describe';
import { errorAt } from '@/components/quote-builder/field-errors';
import { SelectField } from '@/components/ui/field';
import type { TProduct } from '@/lib/contract/catalog';
import { policyChoiceQueries } from '@/lib/queries/equipment-policies';
import type { TPolicyForm } from './policy-form-schema';

type Path = `products.${number}` | `choices.${number}.options.${number}`;

/** A catalog product by type, then optionally one of its configurations. */
export function ProductPicker({ path, label }: { path: Path; label: string }) {
  const { control, register, formState, setValue } = useFormContext<TPolicyForm>();
  const catalog = useQuery(policyChoiceQueries.products());
  const productField = `${path}.product_id` as FieldPath<TPolicyForm>;
  const configurationField = `${path}.configuration_id` as FieldPath<TPolicyForm>;
  const productId = useWatch({ control, name: productField }) as string;
  const products = catalog.data ?? [];
  const product = products.find((candidate) => candidate.id === productId);
  const byType = new Map<string, TProduct[]>();
  for (const entry of products) byType.set(entry.product_type, [...(byType.get(entry.product_type) ?? []), entry]);
  const productRegistration = register(productField);

  return (
    <div className="grid min-w-0 gap-3 sm:grid-cols-2">
      <SelectField
        label={label}
        error={errorAt(formState.errors, productField) ?? (catalog.isError ? catalog.error.message : undefined)}
        {...productRegistration}
        onChange={(event) => {
          void productRegistration.onChange(event);
          setValue(configurationField, '');
        }}
      >
        <option value="">{catalog.isPending ? 'Loading the catalog…' : 'Choose a product'}</option>
        {[...byType.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([type, entries]) => (
            <optgroup key={type} label={type}>
              {entries.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </optgroup>
          ))}
        {productId && !product && !catalog.isPending ? <option value={productId}>Not in the catalog</option> : null}
      </SelectField>
      <SelectField
        label={`${label} configuration`}
        error={errorAt(formState.errors, configurationField)}
        disabled={!product || product.configurations.length === 0}
        {...register(configurationField)}
      >
        <option value="">Any configuration</option>
        {product?.configurations.map((configuration) => (
          <option key={configuration.id} value={configuration.id}>
            {describeConfiguration(configuration) || 'Standard'} · {describePrice(configuration)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
