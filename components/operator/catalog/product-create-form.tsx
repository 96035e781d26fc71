'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt } from '@/components/quote-builder/field-errors';
import { Button, buttonClass } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { FormError } from '@/components/ui/form';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorProductQueries, type TOperatorProduct } from '@/lib/queries/operator';
import { ConfigurationFields } from './configuration-fields';
import { EMPTY_CONFIGURATION, nullableText, ZCreateProductForm } from './product-form-schema';

type FormInput = z.input<typeof ZCreateProductForm>;
type FormOutput = z.output<typeof ZCreateProductForm>;

const FIELDS = ['name', 'brand', 'model', 'product_type', 'image_url', 'active', 'configurations'] as const;

/** Creates a product with its configurations, then opens its page. */
export function ProductCreateForm() {
  const router = useRouter();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZCreateProductForm),
    defaultValues: {
      name: '',
      brand: '',
      model: '',
      product_type: '',
      image_url: null,
      active: true,
      configurations: [EMPTY_CONFIGURATION],
    },
  });
  const configurations = useFieldArray({ control: form.control, name: 'configurations' });
  const create = useBffMutation({
    call: (values: FormOutput) =>
      bffCall<{ data: TOperatorProduct }>('POST /api/operator/products', { body: values }).then((body) => body.data),
    invalidates: [operatorProductQueries.root],
    success: (product) => `${product.name} created.`,
    form: { setError: form.setError, fields: FIELDS },
    onSuccess: (product) => router.push(`/operator/catalog/${product.id}`),
  });
  const { errors } = form.formState;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        className="max-w-5xl space-y-6 rounded-lg border border-line bg-raised p-6"
      >
        <FormError message={create.formError} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Name"
            placeholder='e.g. MacBook Air 13" (M4, 2025)'
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label="Product type"
            placeholder="Laptop, Monitor, Phone…"
            error={errors.product_type?.message}
            {...form.register('product_type')}
          />
          <TextField label="Brand" error={errors.brand?.message} {...form.register('brand')} />
          <TextField
            label="Model"
            hint="Imports match products by brand and model."
            error={errors.model?.message}
            {...form.register('model')}
          />
          <TextField
            label="Image URL (optional)"
            type="url"
            error={errors.image_url?.message}
            {...form.register('image_url', nullableText)}
          />
          <div className="md:pt-7">
            <CheckboxField label="Active: companies can order it" {...form.register('active')} />
          </div>
        </div>
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold">Configurations</legend>
          {configurations.fields.map((field, index) => (
            <div key={field.id} className="rounded-md border border-line p-4">
              <div className="mb-2 flex items-center justify-between">
                <p className="text-sm font-medium text-fg">Configuration {index + 1}</p>
                {configurations.fields.length > 1 ? (
                  <Button variant="ghost" onClick={() => configurations.remove(index)}>
                    Remove configuration {index + 1}
                  </Button>
                ) : null}
              </div>
              <ConfigurationFields prefix={`configurations.${index}`} label={`Configuration ${index + 1}`} />
            </div>
          ))}
          {errorAt(errors, 'configurations') ? (
            <p role="alert" className="text-sm text-danger">
              {errorAt(errors, 'configurations')}
            </p>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => configurations.append(EMPTY_CONFIGURATION)}
            disabled={configurations.fields.length >= 50}
          >
            Add a configuration
          </Button>
        </fieldset>
        <div className="flex gap-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create product'}
          </Button>
          <Link href="/operator/catalog" className={buttonClass('ghost')}>
            Cancel
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
