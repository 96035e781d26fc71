'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAddTrackingRequest, type TQuote } from '@/lib/contract/quotes';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { useBffMutation } from '@/lib/queries/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';

type Recipient = TQuote['items'][number]['recipients'][number];

/** One recipient of an accepted item: add the tracking (code, link, serial), then confirm delivery. */
export function RecipientFulfilment({ quoteId, recipient }: { quoteId: string; recipient: Recipient }) {
  const base = `/api/operator/quotes/${quoteId}/recipients/${recipient.id}`;
  const invalidates = [operatorQuoteQueries.root];
  const track = useBffMutation<z.input<typeof ZAddTrackingRequest>>({ method: 'POST', path: `${base}/tracking`, invalidates, success: `Tracking added for ${recipient.name}.` });
  const deliver = useBffMutation({ method: 'POST', path: `${base}/delivered`, invalidates, success: `Delivered to ${recipient.name}.`, body: () => undefined });
  const form = useForm({
    resolver: zodResolver(ZAddTrackingRequest),
    defaultValues: { tracking_code: recipient.tracking_code ?? '', tracking_link: recipient.tracking_link ?? '', serial_number: recipient.serial_number ?? '' },
  });
  const { errors } = form.formState;
  return (
    <div className="rounded-md border border-slate-200 p-3" data-testid={`recipient-${recipient.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{recipient.name}</span> · {recipient.country} · {recipient.address}
          {recipient.quantity ? ` · ×${recipient.quantity}` : ''}
        </p>
        <StatusBadge status={recipient.status} />
      </div>
      {recipient.status === 'Delivered' ? (
        <p className="mt-2 text-sm text-slate-700">
          Delivered · {recipient.tracking_code}{' '}
          {recipient.tracking_link ? (
            <a href={recipient.tracking_link} className="text-brand-700 underline" target="_blank" rel="noreferrer">
              tracking
            </a>
          ) : null}
        </p>
      ) : (
        <form
          className="mt-3 grid gap-2 sm:grid-cols-4 sm:items-end"
          noValidate
          onSubmit={form.handleSubmit((values) => track.mutate({ ...values, serial_number: values.serial_number || undefined }))}
          aria-label={`Tracking for ${recipient.name}`}
        >
          <TextField label="Tracking code" error={errors.tracking_code?.message} {...form.register('tracking_code')} />
          <TextField label="Tracking link" type="url" error={errors.tracking_link?.message} {...form.register('tracking_link')} />
          <TextField label="Serial number" error={errors.serial_number?.message} {...form.register('serial_number')} />
          <div className="flex gap-2">
            <Button type="submit" variant="secondary" disabled={track.isPending}>
              Save tracking
            </Button>
            {recipient.status === 'Shipped' ? (
              <Button onClick={() => deliver.mutate(undefined)} disabled={deliver.isPending}>
                Mark delivered
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
