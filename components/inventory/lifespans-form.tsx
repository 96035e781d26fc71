'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form';
import type { TDeviceLifespans, TInventorySettings } from '@/lib/contract/inventory-settings';
import { bffCall } from '@/lib/queries/bff-call';
import { BffError } from '@/lib/queries/bff-fetch';
import { assetQueries, locationQueries } from '@/lib/queries/resources';

type Row = { type: string; months: string };
type Draft = { defaultMonths: string; rows: Row[] };

const toDraft = (lifespans: TDeviceLifespans): Draft => ({
  defaultMonths: String(lifespans.default_months),
  rows: Object.entries(lifespans.by_device_type).map(([type, months]) => ({ type, months: String(months) })),
});

/** A whole number of months from 1 to 240, or what is wrong with it. */
function monthsError(value: string): string | undefined {
  const months = Number(value);
  return Number.isInteger(months) && months >= 1 && months <= 240 ? undefined : 'a whole number of months, 1 to 240';
}

/**
 * How long the company's devices serve, by type: each device's refresh date is its purchase date plus its type's
 * months, and its book value falls to nothing by then. Saving moves the refresh date of every device at once.
 */
export function LifespansForm({ onClose }: { onClose: () => void }) {
  const settings = useQuery(locationQueries.settings());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [checked, setChecked] = useState(false);
  const save = useBffMutation({
    call: (lifespans: TDeviceLifespans) =>
      bffCall<{ data: TInventorySettings }>('PATCH /api/inventory-settings', {
        body: { device_lifespans: lifespans },
      }),
    invalidates: [locationQueries.root, assetQueries.root],
    success: 'Lifespans saved: refresh dates follow.',
    toastsError: false,
    onSuccess: () => {
      setDraft(null);
      onClose();
    },
  });
  if (!settings.data) return null;
  const value = draft ?? toDraft(settings.data.device_lifespans);
  const change = (next: Partial<Draft>) => setDraft({ ...value, ...next });
  const setRow = (index: number, row: Partial<Row>) =>
    change({ rows: value.rows.map((current, at) => (at === index ? { ...current, ...row } : current)) });
  const typeError = (row: Row, index: number) =>
    !row.type.trim()
      ? 'name the device type'
      : value.rows.findIndex((other) => other.type.trim().toLowerCase() === row.type.trim().toLowerCase()) !== index
        ? 'this type is listed twice'
        : undefined;
  const hasErrors =
    monthsError(value.defaultMonths) !== undefined ||
    value.rows.some((row, index) => typeError(row, index) !== undefined || monthsError(row.months) !== undefined);
  const apiError = save.error instanceof BffError ? save.error.message : null;
  return (
    <section
      aria-labelledby="lifespans-heading"
      className="mb-6 space-y-4 rounded-lg border border-line bg-raised p-6 shadow-sm"
    >
      <h2 id="lifespans-heading" className="text-lg font-semibold">
        Device lifespans
      </h2>
      <p className="text-sm text-muted">
        How long a device serves before it is due for refresh, from its purchase date. Its book value falls evenly to
        nothing by then. Saving moves the refresh date of every device that has a purchase date.
      </p>
      <form
        noValidate
        aria-label="Device lifespans"
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (hasErrors) return;
          save.mutate({
            default_months: Number(value.defaultMonths),
            by_device_type: Object.fromEntries(
              value.rows.map((row) => [row.type.trim().toLowerCase(), Number(row.months)]),
            ),
          });
        }}
      >
        <div className="max-w-xs">
          <TextField
            label="Any other device type (months)"
            type="number"
            min={1}
            max={240}
            inputMode="numeric"
            value={value.defaultMonths}
            error={checked ? monthsError(value.defaultMonths) : undefined}
            onChange={(event) => change({ defaultMonths: event.currentTarget.value })}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold">By device type</legend>
          {value.rows.map((row, index) => (
            <div key={index} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2 sm:max-w-lg">
              <TextField
                label={`Device type ${index + 1}`}
                value={row.type}
                error={checked ? typeError(row, index) : undefined}
                onChange={(event) => setRow(index, { type: event.currentTarget.value })}
              />
              <TextField
                label="Months"
                type="number"
                min={1}
                max={240}
                inputMode="numeric"
                value={row.months}
                error={checked ? monthsError(row.months) : undefined}
                onChange={(event) => setRow(index, { months: event.currentTarget.value })}
              />
              <Button
                variant="ghost"
                className="mt-6"
                onClick={() => change({ rows: value.rows.filter((_, at) => at !== index) })}
              >
                Remove<span className="sr-only"> {row.type || `device type ${index + 1}`}</span>
              </Button>
            </div>
          ))}
          <Button variant="secondary" onClick={() => change({ rows: [...value.rows, { type: '', months: '36' }] })}>
            Add a device type
          </Button>
        </fieldset>
        {apiError ? (
          <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
            {apiError}
          </p>
        ) : null}
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save lifespans'}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
