'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZCreateDeviceRequest, type TAsset, type TCreateDeviceRequest } from '@/lib/contract/assets';
import type { TEmployee } from '@/lib/contract/employees';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { contractResolver, optionalText } from '@/lib/forms/contract-resolver';
import { bffCall } from '@/lib/queries/bff-call';
import { BffError } from '@/lib/queries/bff-fetch';
import { assetQueries } from '@/lib/queries/resources';
import { EmployeePicker } from '@/components/employees/employee-picker';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';

type TDeviceValues = {
  serial_number: string;
  device_type: string;
  model: string;
  country: string;
  description: string;
  employee: { name: string; email: string };
  condition: string;
  purchase_cost: string;
  currency: string;
  purchased_on: string;
  warranty_ends_on: string;
};

const DEFAULTS: TDeviceValues = {
  serial_number: '',
  device_type: '',
  model: '',
  country: '',
  description: '',
  employee: { name: '', email: '' },
  condition: '',
  purchase_cost: '',
  currency: 'USD',
  purchased_on: '',
  warranty_ends_on: '',
};

const FIELDS = Object.keys(DEFAULTS);

// Empty optional inputs are left out; a holder with neither name nor e-mail means the device is in storage.
const resolver = contractResolver(ZCreateDeviceRequest, (values: TDeviceValues) => ({
  serial_number: values.serial_number,
  device_type: values.device_type,
  model: values.model,
  country: values.country,
  description: optionalText(values.description),
  employee:
    optionalText(values.employee.name) || optionalText(values.employee.email)
      ? { name: values.employee.name, email: optionalText(values.employee.email) }
      : undefined,
  condition: optionalText(values.condition),
  purchase_cost: values.purchase_cost.trim() ? Number(values.purchase_cost) : undefined,
  currency: optionalText(values.currency)?.toUpperCase(),
  purchased_on: optionalText(values.purchased_on),
  warranty_ends_on: optionalText(values.warranty_ends_on),
}));

/** Adds a device to the inventory (POST /devices): in use by an employee, or in storage. */
export function AddDeviceForm({ onClose }: { onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const form = useForm<TDeviceValues, unknown, TCreateDeviceRequest>({
    resolver,
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const add = useBffMutation({
    call: (body: TCreateDeviceRequest) => bffCall<{ data: TAsset }>('POST /api/devices', { body }),
    invalidates: [assetQueries.root],
    success: ({ data }) =>
      `Device ${data.serial_number} added to the inventory${data.employee ? `, in use by ${data.employee.name}` : ', in storage'}.`,
    onSuccess: () => {
      form.reset(DEFAULTS);
      onClose();
    },
    // A duplicate serial links to the device; anything else goes to the fields and the form's message.
    toastsError: false,
    onError: (error) => {
      if (error instanceof BffError && error.code === 'CONFLICT') {
        const serial = form.getValues('serial_number').trim();
        form.setError(
          'serial_number',
          { type: 'server', message: `A device with serial number '${serial}' is already in the inventory.` },
          { shouldFocus: true },
        );
        setDuplicate(serial);
        return;
      }
      setFailure(applyApiErrors(error, form.setError, FIELDS));
    },
  });
  const pick = (employee: TEmployee) => {
    form.setValue('employee.name', employee.name, { shouldDirty: true, shouldValidate: true });
    form.setValue('employee.email', employee.email, { shouldDirty: true, shouldValidate: true });
    if (!form.getValues('country') && employee.country)
      form.setValue('country', employee.country, { shouldDirty: true, shouldValidate: true });
  };
  const { errors } = form.formState;
  return (
    <section
      aria-labelledby="add-device-heading"
      className="mb-6 rounded-lg border border-line bg-raised p-6 shadow-sm"
    >
      <h2 id="add-device-heading" className="text-lg font-semibold">
        Add a device
      </h2>
      <p className="mt-1 text-sm text-muted">
        For devices you bought elsewhere; Loadout adds the ones it procures for you.
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit((body) => {
          setFailure(null);
          setDuplicate(null);
          add.mutate(body);
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Serial number"
            autoComplete="off"
            error={errors.serial_number?.message}
            {...form.register('serial_number')}
          />
          <TextField
            label="Device type"
            autoComplete="off"
            placeholder="Laptop"
            error={errors.device_type?.message}
            {...form.register('device_type')}
          />
          <TextField label="Model" autoComplete="off" error={errors.model?.message} {...form.register('model')} />
          <CountrySelect hint="Where the device is." error={errors.country?.message} {...form.register('country')} />
          <TextField
            label="Condition"
            autoComplete="off"
            placeholder="New"
            error={errors.condition?.message}
            {...form.register('condition')}
          />
          <div className="grid grid-cols-[1fr_6rem] gap-2">
            <TextField
              label="Purchase cost"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              error={errors.purchase_cost?.message}
              {...form.register('purchase_cost')}
            />
            <TextField
              label="Currency"
              autoComplete="off"
              maxLength={3}
              error={errors.currency?.message}
              {...form.register('currency')}
            />
          </div>
          <TextField
            label="Purchased on"
            type="date"
            hint="With it, the device gets its refresh date and book value."
            error={errors.purchased_on?.message}
            {...form.register('purchased_on')}
          />
          <TextField
            label="Warranty ends on"
            type="date"
            error={errors.warranty_ends_on?.message}
            {...form.register('warranty_ends_on')}
          />
        </div>
        <TextAreaField label="Description" error={errors.description?.message} {...form.register('description')} />
        <fieldset className="space-y-3 rounded-md border border-line p-4">
          <legend className="px-1 text-sm font-semibold">Held by</legend>
          <p className="text-sm text-muted">Leave both empty when the device is in storage.</p>
          <EmployeePicker onPick={pick} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Employee name"
              autoComplete="off"
              error={errors.employee?.name?.message}
              {...form.register('employee.name')}
            />
            <TextField
              label="Employee e-mail"
              type="email"
              autoComplete="off"
              error={errors.employee?.email?.message}
              {...form.register('employee.email')}
            />
          </div>
        </fieldset>
        {duplicate ? <DuplicateDevice serial={duplicate} onLeave={onClose} /> : null}
        {failure ? (
          <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add to inventory'}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** What to do about a serial number the inventory already holds: the device is there; moving it is a device action. */
function DuplicateDevice({ serial, onLeave }: { serial: string; onLeave: () => void }) {
  const query = `serial_number=${encodeURIComponent(serial)}`;
  return (
    <div role="alert" className="rounded-md border border-warning-line bg-warning-soft p-4 text-sm text-fg">
      <p>
        <strong>This device is already in your inventory.</strong> To change who holds it or where it is, start a device
        action for it instead of adding it again; if the serial number was mistyped, correct it above.
      </p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <Link href={`/inventory?${query}`} onClick={onLeave} className="font-medium text-accent underline">
          See the device in the inventory
        </Link>
        <Link href={`/device-actions/new?${query}`} className="font-medium text-accent underline">
          Start a device action for it
        </Link>
      </p>
    </div>
  );
}
