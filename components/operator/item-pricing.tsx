'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAddAlternativeRequest, ZPriceItemRequest } from '@/lib/contract/quotes';
import { formatMoney } from '@/lib/money';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { bffCall } from '@/lib/queries/bff-call';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import { describeEstimate, type TOperatorItem } from './quote-labels';

type Item = TOperatorItem;

/** The unit price of an item, beside the catalog's estimate; every item priced sends the quote to the customer. */
export function PriceForm({ quoteId, item, currency }: { quoteId: string; item: Item; currency: string }) {
  const price = useBffMutation({
    call: (body: z.input<typeof ZPriceItemRequest>) =>
      bffCall('PUT /api/operator/quotes/[id]/items/[itemId]/price', { params: { id: quoteId, itemId: item.id }, body }),
    invalidates: [operatorQuoteQueries.root],
    success: 'Price saved.',
  });
  const form = useForm({
    resolver: zodResolver(ZPriceItemRequest),
    defaultValues: { price: item.price ?? undefined, currency },
  });
  const estimate = item.catalog_estimate;
  const canUseEstimate = estimate !== null && estimate.currency === currency;
  return (
    <form
      className="flex flex-wrap items-end gap-x-3 gap-y-2"
      noValidate
      onSubmit={form.handleSubmit((values) => price.mutate(values))}
      aria-label="Price"
    >
      <div className="w-40">
        <TextField
          label={`Unit price (${currency})`}
          type="number"
          step="0.01"
          min="0"
          error={form.formState.errors.price?.message}
          {...form.register('price', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" disabled={price.isPending}>
        {item.price === null ? 'Set price' : 'Change price'}
      </Button>
      <p className="basis-full text-sm text-muted sm:basis-auto sm:pb-2" data-testid="catalog-estimate">
        {estimate ? (
          <>
            Catalog estimate: <span className="font-medium text-fg">{describeEstimate(estimate)}</span>
            {canUseEstimate ? (
              <Button
                variant="ghost"
                className="ml-1"
                onClick={() => form.setValue('price', estimate.price, { shouldValidate: true })}
              >
                Use estimate
              </Button>
            ) : null}
          </>
        ) : item.mode === 'freeform' ? (
          'No catalog estimate for a freeform request.'
        ) : (
          'No catalog estimate: the product has no price in the catalog.'
        )}
      </p>
    </form>
  );
}

/** Offers another model for an item, side by side with the original for the customer. */
export function AlternativeForm({ quoteId, item }: { quoteId: string; item: Item }) {
  const add = useBffMutation({
    call: (body: z.input<typeof ZAddAlternativeRequest>) =>
      bffCall('POST /api/operator/quotes/[id]/items/[itemId]/alternatives', {
        params: { id: quoteId, itemId: item.id },
        body,
      }),
    invalidates: [operatorQuoteQueries.root],
    success: 'Alternative added.',
  });
  const form = useForm({
    resolver: zodResolver(ZAddAlternativeRequest),
    defaultValues: {
      brand: '',
      model: '',
      price: undefined as unknown as number,
      description: '',
      is_exact_match: false,
      image_url: undefined,
    },
  });
  const { errors } = form.formState;
  return (
    <details className="rounded-md border border-line p-3">
      <summary className="cursor-pointer text-sm font-medium">Add an alternative</summary>
      <form
        className="mt-3 grid gap-3 sm:grid-cols-2"
        noValidate
        aria-label="Alternative"
        onSubmit={form.handleSubmit((values) =>
          add.mutate({ ...values, image_url: values.image_url || undefined }, { onSuccess: () => form.reset() }),
        )}
      >
        <TextField label="Brand" error={errors.brand?.message} {...form.register('brand')} />
        <TextField label="Model" error={errors.model?.message} {...form.register('model')} />
        <TextField
          label="Unit price"
          type="number"
          step="0.01"
          min="0"
          error={errors.price?.message}
          {...form.register('price', { valueAsNumber: true })}
        />
        <TextField
          label="Image URL"
          type="url"
          error={errors.image_url?.message}
          {...form.register('image_url', { setValueAs: (value: string) => value || undefined })}
        />
        <div className="sm:col-span-2">
          <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        </div>
        <CheckboxField label="Exact match for what was asked" {...form.register('is_exact_match')} />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            Add alternative
          </Button>
        </div>
      </form>
    </details>
  );
}

export function AlternativeSummary({
  alternative,
  currency,
}: {
  alternative: Item['alternatives'][number];
  currency: string;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">
        {alternative.brand} {alternative.model}
      </span>
      <span>{formatMoney(alternative.price, currency)}</span>
      {alternative.is_exact_match ? (
        <span className="rounded bg-success-soft px-1.5 text-xs text-success">exact match</span>
      ) : null}
      <StatusBadge status={alternative.status} />
    </li>
  );
}
