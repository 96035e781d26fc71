'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { describeConfiguration, describePrice } from '@/components/catalog/describe';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { useToast } from '@/components/ui/toast';
import { Cell, Table } from '@/components/ui/table';
import type { TUpdateProductRequest } from '@/lib/contract/catalog';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { formatDateTime } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { operatorProductQueries, type TOperatorProduct } from '@/lib/queries/operator';
import { ConfigurationFields } from './configuration-fields';
import { EMPTY_CONFIGURATION, nullableText, ZAddConfigurationForm, ZProductDetailsForm } from './product-form-schema';

type TConfiguration = TOperatorProduct['configurations'][number];
type Confirming = { kind: 'product' } | { kind: 'configuration'; configuration: TConfiguration } | null;

/** PATCH /api/operator/products/:id, keeping the product's cached copies in step. */
function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useBffMutation({
    call: (body: TUpdateProductRequest) =>
      bffCall<{ data: TOperatorProduct }>('PATCH /api/operator/products/[id]', { params: { id }, body }).then(
        (response) => response.data,
      ),
    invalidates: [[...operatorProductQueries.root, 'list']],
    onSuccess: (product) => queryClient.setQueryData(operatorProductQueries.detail(id).queryKey, product),
    // Each use says what it changed and shows a failure its own way (a toast, or the form).
    toastsError: false,
  });
}

/** One product for the operator: its details, whether companies can order it, and each configuration. */
export function ProductEditor({ id }: { id: string }) {
  const toast = useToast();
  const query = useQuery(operatorProductQueries.detail(id));
  const update = useUpdateProduct(id);
  const [confirming, setConfirming] = useState<Confirming>(null);

  if (query.isPending) return <TableSkeleton columns={4} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const product = query.data;

  function setActive(body: TUpdateProductRequest, message: string) {
    update.mutate(body, {
      onSuccess: () => toast.success(message),
      onError: (error) => toast.error(error.message),
      onSettled: () => setConfirming(null),
    });
  }
  function toggleConfiguration(configuration: TConfiguration) {
    const body = { configurations: [{ id: configuration.id, active: !configuration.active }] };
    const name = describeConfiguration(configuration) || 'The configuration';
    setActive(body, configuration.active ? `${name} deactivated.` : `${name} activated.`);
  }

  return (
    <>
      <PageHeader
        title={product.name}
        description={`${product.brand} ${product.model} · ${product.product_type} · updated ${formatDateTime(product.updated_at)}`}
      />
      <div className="space-y-10">
        <section
          aria-labelledby="product-status"
          className="flex flex-wrap items-start justify-between gap-4 rounded-lg border border-line bg-raised p-5"
        >
          <div>
            <h2 id="product-status" className="text-lg font-semibold">
              Availability
            </h2>
            <p className="mt-1 flex items-center gap-2 text-sm text-muted">
              <StatusBadge status={product.active ? 'active' : 'inactive'} />
              {product.active
                ? 'Companies can order it (its active configurations).'
                : 'Hidden from companies; kits and quotes that name it keep it.'}
            </p>
          </div>
          {product.active ? (
            <Button variant="danger" onClick={() => setConfirming({ kind: 'product' })}>
              Deactivate product
            </Button>
          ) : (
            <Button
              onClick={() => setActive({ active: true }, `${product.name} is active again.`)}
              disabled={update.isPending}
            >
              Activate product
            </Button>
          )}
        </section>

        <section aria-labelledby="product-configurations" className="space-y-4">
          <h2 id="product-configurations" className="text-lg font-semibold">
            Configurations
          </h2>
          <ConfigurationTable
            configurations={product.configurations}
            pendingId={update.isPending ? (update.variables.configurations?.[0]?.id ?? null) : null}
            onToggle={(configuration) =>
              configuration.active
                ? setConfirming({ kind: 'configuration', configuration })
                : toggleConfiguration(configuration)
            }
          />
          <AddConfigurationForm productId={id} />
        </section>

        <section aria-labelledby="product-details" className="space-y-4">
          <h2 id="product-details" className="text-lg font-semibold">
            Details
          </h2>
          <ProductDetailsForm key={product.updated_at} product={product} />
        </section>
      </div>
      {confirming?.kind === 'product' ? (
        <ConfirmDialog
          open
          title={`Deactivate ${product.name}?`}
          confirmLabel="Deactivate product"
          confirmVariant="danger"
          isPending={update.isPending}
          onConfirm={() => setActive({ active: false }, `${product.name} deactivated; companies no longer see it.`)}
          onCancel={() => setConfirming(null)}
        >
          Companies stop seeing it in the catalog at once. Existing kits and quotes keep it, and you can activate it
          again.
        </ConfirmDialog>
      ) : null}
      {confirming?.kind === 'configuration' ? (
        <ConfirmDialog
          open
          title={`Deactivate ${describeConfiguration(confirming.configuration) || 'this configuration'}?`}
          confirmLabel="Deactivate configuration"
          confirmVariant="danger"
          isPending={update.isPending}
          onConfirm={() => toggleConfiguration(confirming.configuration)}
          onCancel={() => setConfirming(null)}
        >
          Companies can no longer choose it; you can activate it again.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function ConfigurationTable({
  configurations,
  pendingId,
  onToggle,
}: {
  configurations: TConfiguration[];
  pendingId: string | null;
  onToggle: (configuration: TConfiguration) => void;
}) {
  if (configurations.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">
        No configurations yet.
      </p>
    );
  return (
    <Table
      caption="Configurations of the product, inactive ones included"
      headers={['CPU', 'RAM', 'Storage', 'Screen', 'Price estimate', 'Status', 'Actions']}
    >
      {configurations.map((configuration) => {
        const name = describeConfiguration(configuration) || 'standard configuration';
        return (
          <tr key={configuration.id}>
            <Cell label="CPU">{configuration.cpu ?? '—'}</Cell>
            <Cell label="RAM">{configuration.ram ?? '—'}</Cell>
            <Cell label="Storage">{configuration.storage ?? '—'}</Cell>
            <Cell label="Screen">{configuration.screen_size ?? '—'}</Cell>
            <Cell label="Price estimate">{describePrice(configuration)}</Cell>
            <Cell label="Status">
              <StatusBadge status={configuration.active ? 'active' : 'inactive'} />
            </Cell>
            <Cell>
              <Button
                variant="secondary"
                onClick={() => onToggle(configuration)}
                disabled={pendingId === configuration.id}
              >
                {configuration.active ? 'Deactivate' : 'Activate'}
                <span className="sr-only"> {name}</span>
              </Button>
            </Cell>
          </tr>
        );
      })}
    </Table>
  );
}

type DetailsInput = z.input<typeof ZProductDetailsForm>;
type DetailsOutput = z.output<typeof ZProductDetailsForm>;

function ProductDetailsForm({ product }: { product: TOperatorProduct }) {
  const toast = useToast();
  const update = useUpdateProduct(product.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(ZProductDetailsForm),
    defaultValues: {
      name: product.name,
      brand: product.brand,
      model: product.model,
      product_type: product.product_type,
      image_url: product.image_url,
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Product details"
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: (saved) => {
            setFormError(null);
            toast.success(`${saved.name} saved.`);
          },
          onError: (error) =>
            setFormError(applyApiErrors(error, form.setError, ['name', 'brand', 'model', 'product_type', 'image_url'])),
        }),
      )}
      className="space-y-4 rounded-lg border border-line bg-raised p-5"
    >
      {formError ? (
        <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Product type"
          hint="Laptop, Monitor, Phone, Tablet, Keyboard, Mouse, Headset, Dock, Accessory, …"
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
      </div>
      <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
        {update.isPending ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}

type ConfigurationInput = z.input<typeof ZAddConfigurationForm>;
type ConfigurationOutput = z.output<typeof ZAddConfigurationForm>;

function AddConfigurationForm({ productId }: { productId: string }) {
  const toast = useToast();
  const update = useUpdateProduct(productId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfigurationInput, unknown, ConfigurationOutput>({
    resolver: zodResolver(ZAddConfigurationForm),
    defaultValues: EMPTY_CONFIGURATION,
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="add-configuration"
        onSubmit={form.handleSubmit((values) =>
          update.mutate(
            { configurations: [values] },
            {
              onSuccess: () => {
                setFormError(null);
                form.reset(EMPTY_CONFIGURATION);
                toast.success('Configuration added.');
              },
              // The API's paths are `configurations[0].cpu`; this form's fields are the configuration's own.
              onError: (error) => setFormError(error.message),
            },
          ),
        )}
        className="space-y-4 rounded-lg border border-line bg-raised p-5"
      >
        <h3 id="add-configuration" className="text-base font-semibold">
          Add a configuration
        </h3>
        {formError ? (
          <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
            {formError}
          </p>
        ) : null}
        <ConfigurationFields prefix="" label="New configuration" />
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Adding…' : 'Add configuration'}
        </Button>
      </form>
    </FormProvider>
  );
}
