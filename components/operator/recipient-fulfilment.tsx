'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZAddTrackingRequest, type TOperatorQuote } from '@/lib/contract/quotes';
import { countryLabel } from '@/lib/countries';
import { isDeviceProductType, splitSerialNumbers } from '@/lib/device-types';
import { formatDate } from '@/lib/dates';
import { operatorQuoteQueries } from '@/lib/queries/operator-queues';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { bffCall } from '@/lib/queries/bff-call';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TOperatorItem, TOperatorRecipient } from './quote-labels';
import { isWebLink } from '@/lib/web-link';

type Props = { quoteId: string; item: TOperatorItem; recipient: TOperatorRecipient; companyName: string };

/** What happens to delivered units of this item, for the hint under the serial number field. */
function inventoryHint(item: TOperatorItem, companyName: string) {
  if (!isDeviceProductType(item.product_type))
    return `Optional; a ${item.product_type?.toLowerCase() ?? 'item'} is not tracked in the inventory.`;
  return `Several units: separate with commas. Delivered devices join ${companyName}'s inventory.`;
}

/** The toast after a delivery: who received it, and how many devices joined the inventory with the serials recorded. */
function describeDelivery(
  result: { data: TOperatorQuote },
  item: TOperatorItem,
  recipient: TOperatorRecipient,
  companyName: string,
) {
  const delivered = result.data.items
    .flatMap((candidate) => candidate.recipients)
    .find((candidate) => candidate.id === recipient.id);
  const count = isDeviceProductType(item.product_type)
    ? splitSerialNumbers(delivered?.serial_number ?? null).length
    : 0;
  return count > 0
    ? `Delivered to ${recipient.name}; ${count} device${count === 1 ? '' : 's'} added to ${companyName}'s inventory.`
    : `Delivered to ${recipient.name}.`;
}

/** One recipient of an accepted item: add the tracking (code, link, serials), then confirm delivery with the serials. */
export function RecipientFulfilment({ quoteId, item, recipient, companyName }: Props) {
  const params = { id: quoteId, recipientId: recipient.id };
  const invalidates = [operatorQuoteQueries.root];
  const isDevice = isDeviceProductType(item.product_type);
  const track = useBffMutation({
    call: (body: z.input<typeof ZAddTrackingRequest>) =>
      bffCall('POST /api/operator/quotes/[id]/recipients/[recipientId]/tracking', { params, body }),
    invalidates,
    success: `Tracking added for ${recipient.name}.`,
  });
  const deliver = useBffMutation({
    call: (input: { serial_number?: string }) =>
      bffCall<{ data: TOperatorQuote }>('POST /api/operator/quotes/[id]/recipients/[recipientId]/delivered', {
        params,
        body: input.serial_number ? input : undefined,
      }),
    invalidates,
    success: (result) => describeDelivery(result, item, recipient, companyName),
  });
  const form = useForm({
    resolver: zodResolver(ZAddTrackingRequest),
    defaultValues: {
      tracking_code: recipient.tracking_code ?? '',
      tracking_link: recipient.tracking_link ?? '',
      serial_number: recipient.serial_number ?? '',
    },
  });
  const { errors } = form.formState;
  const serials = splitSerialNumbers(form.watch('serial_number') ?? '');
  const markDelivered = () => {
    const serialNumber = serials.join(', ');
    deliver.mutate({ serial_number: serialNumber || undefined });
  };
  return (
    <div className="rounded-md border border-line p-3" data-testid={`recipient-${recipient.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm break-words">
          <span className="font-medium">{recipient.name}</span> ·{' '}
          {countryLabel(recipient.country, recipient.country_code)} · {recipient.address}
          {recipient.quantity ? ` · ×${recipient.quantity}` : ''}
        </p>
        <StatusBadge status={recipient.status} />
      </div>
      {recipient.status === 'Delivered' ? (
        <Delivered item={item} recipient={recipient} companyName={companyName} />
      ) : (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-start"
          noValidate
          onSubmit={form.handleSubmit((values) =>
            track.mutate({ ...values, serial_number: values.serial_number || undefined }),
          )}
          aria-label={`Tracking for ${recipient.name}`}
        >
          <TextField label="Tracking code" error={errors.tracking_code?.message} {...form.register('tracking_code')} />
          <TextField
            label="Tracking link"
            type="url"
            error={errors.tracking_link?.message}
            {...form.register('tracking_link')}
          />
          <TextField
            label="Serial number"
            hint={inventoryHint(item, companyName)}
            error={errors.serial_number?.message}
            {...form.register('serial_number')}
          />
          <div className="flex flex-wrap items-center gap-2 sm:col-span-3">
            <Button type="submit" variant="secondary" disabled={track.isPending}>
              Save tracking
            </Button>
            {recipient.status === 'Shipped' ? (
              <>
                <Button onClick={markDelivered} disabled={deliver.isPending}>
                  Mark delivered
                </Button>
                <span className="text-sm text-muted" role="note">
                  {isDevice
                    ? serials.length > 0
                      ? `${serials.length} device${serials.length === 1 ? '' : 's'} (${serials.join(', ')}) will join ${companyName}'s inventory.`
                      : `Without a serial number this ${item.product_type?.toLowerCase() ?? 'device'} does not join ${companyName}'s inventory.`
                    : null}
                </span>
              </>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}

function Delivered({
  item,
  recipient,
  companyName,
}: {
  item: TOperatorItem;
  recipient: TOperatorRecipient;
  companyName: string;
}) {
  const serials = splitSerialNumbers(recipient.serial_number);
  const deliveredAt = recipient.status_timestamps.Delivered;
  return (
    <div className="mt-2 space-y-1 text-sm text-muted">
      <p>
        Delivered{deliveredAt ? ` ${formatDate(deliveredAt)}` : ''}
        {recipient.tracking_code ? ` · ${recipient.tracking_code}` : ''}{' '}
        {isWebLink(recipient.tracking_link) ? (
          <a href={recipient.tracking_link} className="text-accent underline" target="_blank" rel="noreferrer">
            tracking
          </a>
        ) : null}
      </p>
      {serials.length > 0 ? (
        <p>
          Serial number{serials.length === 1 ? '' : 's'} {serials.join(', ')}
          {isDeviceProductType(item.product_type) ? ` · in ${companyName}'s inventory` : ''}
        </p>
      ) : isDeviceProductType(item.product_type) ? (
        <p>No serial number was recorded, so it is not in {companyName}&apos;s inventory.</p>
      ) : null}
    </div>
  );
}
