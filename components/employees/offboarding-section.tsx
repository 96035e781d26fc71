'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CountrySelect } from '@/components/ui/country-select';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/field';
import { FormActions, FormError } from '@/components/ui/form';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { Cell, Table } from '@/components/ui/table';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { EmployeePicker } from './employee-picker';
import type { TEmployee } from '@/lib/contract/employees';
import {
  ZAddOffboardingDeviceRequest,
  type TOffboardingCase,
  type TOffboardingDevice,
} from '@/lib/contract/offboarding';
import { formatDate } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { deviceActionQueries, locationQueries, offboardingQueries } from '@/lib/queries/resources';
import { HUB_DRAFT, toDestination, toDraft, type TDestinationDraft } from '@/components/locations/destination';
import { DestinationPicker, StorageLabel } from '@/components/locations/destination-picker';

const DEVICE_STATUS_LABELS: Record<TOffboardingDevice['status'], string> = {
  held: 'With the leaver',
  scheduled: 'Scheduled',
  in_progress: 'On its way back',
  returned: 'Back',
  cancelled: 'Taken off',
};

/**
 * A leaver's offboarding case on their directory entry: every device they hold and how it comes back. IT staff
 * retrieve them all in one step (a Store device action each, on the last day or at once), add a device outside the
 * inventory, take off one the leaver keeps, and close a case with nothing to return.
 */
export function OffboardingSection({
  employee,
  canWrite,
  today,
}: {
  employee: TEmployee;
  canWrite: boolean;
  /** `YYYY-MM-DD` (UTC), from the server's render. */
  today: string;
}) {
  // A case moves on as the operator completes its device actions; the live updates (LiveUpdates) read it again then.
  const query = useInfiniteQuery(offboardingQueries.ofEmployee(employee.id));
  const isLeaving = employee.stage === 'leaving' || employee.stage === 'left';
  if (query.isPending) return isLeaving ? <TableSkeleton columns={4} rows={2} /> : null;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const latest = query.data.pages[0]?.data[0];
  if (!latest) {
    return isLeaving ? (
      <section aria-labelledby="offboarding" className="rounded-lg border border-line bg-raised p-5">
        <h2 id="offboarding" className="text-lg font-semibold">
          Offboarding
        </h2>
        <p className="mt-1 text-sm text-muted">The offboarding case is being opened; reload in a moment.</p>
      </section>
    ) : null;
  }
  return <OffboardingCase found={latest} canWrite={canWrite} today={today} />;
}

function OffboardingCase({ found, canWrite, today }: { found: TOffboardingCase; canWrite: boolean; today: string }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isAdding, setIsAdding] = useState(false);
  const [when, setWhen] = useState<'end_date' | 'now'>('end_date');
  const [reassigning, setReassigning] = useState<TOffboardingDevice | null>(null);
  // Where the Stores send the devices: the company's default until IT staff choose another.
  const settings = useQuery(locationQueries.settings());
  const [destination, setDestination] = useState<TDestinationDraft | null>(null);
  const chosenDestination = destination ?? (settings.data ? toDraft(settings.data.default_destination) : HUB_DRAFT);
  const invalidates = [offboardingQueries.root, deviceActionQueries.root];
  const isOpen = found.status === 'open';
  const held = found.devices.filter((device) => device.status === 'held');
  const back = found.devices.filter((device) => device.status === 'returned').length;
  const counted = found.devices.filter((device) => device.status !== 'cancelled').length;
  const lastDayAhead = found.end_date > today;

  const retrieve = useBffMutation({
    call: () =>
      bffCall<{ data: TOffboardingCase }>('POST /api/offboarding-cases/[id]/retrieve', {
        params: { id: found.id },
        body: {
          devices: held.map((device) => ({
            serial_number: device.serial_number,
            destination: toDestination(chosenDestination),
          })),
          when: lastDayAhead ? when : 'now',
        },
      }),
    invalidates,
    success: ({ data }) =>
      data.devices.some((device) => device.status === 'scheduled')
        ? `Retrieval planned: the device actions are created on ${formatDate(data.end_date)}.`
        : 'Retrieval started: a device action per device is on its way.',
    onSuccess: () => setIsConfirming(false),
    onError: () => setIsConfirming(false),
  });
  const reassign = useBffMutation({
    call: ({ device, to }: { device: TOffboardingDevice; to: TEmployee }) =>
      bffCall<{ data: TOffboardingCase }>('POST /api/offboarding-cases/[id]/retrieve', {
        params: { id: found.id },
        body: {
          devices: [
            {
              serial_number: device.serial_number,
              action_type: 'Reassign',
              new_recipient: {
                name: to.name,
                email: to.email,
                ...(to.country ? { country: to.country } : {}),
                ...(to.address ? { address: to.address } : {}),
              },
            },
          ],
          when: lastDayAhead ? 'end_date' : 'now',
        },
      }),
    invalidates,
    success: (_, { device, to }) =>
      lastDayAhead
        ? `${device.model} goes to ${to.name}: its Reassign action is created on ${formatDate(found.end_date)}.`
        : `${device.model} goes to ${to.name}: its Reassign action is on its way.`,
    onSuccess: () => setReassigning(null),
  });
  const remove = useBffMutation({
    call: (device: TOffboardingDevice) =>
      bffCall('DELETE /api/offboarding-cases/[id]/devices/[deviceId]', {
        params: { id: found.id, deviceId: device.id },
      }),
    invalidates,
    success: (_, device) => `${device.model} (${device.serial_number}) taken off the case: the leaver keeps it.`,
  });
  const close = useBffMutation({
    call: () => bffCall('POST /api/offboarding-cases/[id]/close', { params: { id: found.id } }),
    invalidates,
    success: 'Offboarding case closed.',
  });

  return (
    <section aria-labelledby="offboarding" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="offboarding" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            Offboarding <StatusBadge status={found.status} />
            {found.left_with_devices ? <StatusBadge status="action_required" label="Left with devices" /> : null}
          </h2>
          <p className="text-sm text-muted">
            Last day {formatDate(found.end_date)} ·{' '}
            {counted === 0 ? 'no device to return' : `${back} of ${counted} device${counted === 1 ? '' : 's'} back`}
            {found.status === 'cancelled' && found.cancel_reason ? ` · ${found.cancel_reason}` : null}
          </p>
        </div>
        {canWrite && isOpen ? (
          <div className="flex flex-wrap gap-2">
            {held.length > 0 ? <Button onClick={() => setIsConfirming(true)}>Retrieve all devices</Button> : null}
            {isAdding ? null : (
              <Button variant="secondary" onClick={() => setIsAdding(true)}>
                Add a device
              </Button>
            )}
            {found.outstanding_devices === 0 ? (
              <Button variant="secondary" disabled={close.isPending} onClick={() => close.mutate()}>
                Close case
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {isAdding ? <AddDeviceForm caseId={found.id} onDone={() => setIsAdding(false)} /> : null}
      {found.devices.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-muted">
          No device of the inventory is with this person.
          {canWrite && isOpen ? ' Add one they hold outside it, or close the case.' : null}
        </p>
      ) : (
        <Table
          caption="Devices on the offboarding case"
          headers={[
            'Device',
            'Status',
            'Return',
            canWrite && isOpen ? { key: 'actions', label: <span className="sr-only">Actions</span> } : null,
          ]}
        >
          {found.devices.map((device) => (
            <tr key={device.id} className="align-top">
              <Cell label="Device" isRowHeader>
                <span className="font-medium">{device.model}</span>
                <span className="block font-mono text-xs text-muted">
                  {device.serial_number} · {device.type}
                  {device.external ? ' · outside the inventory' : ''}
                </span>
              </Cell>
              <Cell label="Status">
                <StatusBadge status={device.status} label={DEVICE_STATUS_LABELS[device.status]} />
                {device.problem ? <span className="mt-1 block text-xs text-danger">{device.problem}</span> : null}
              </Cell>
              <Cell label="Return">
                <ReturnPlan device={device} />
              </Cell>
              {canWrite && isOpen ? (
                <Cell>
                  {device.status === 'held' ? (
                    <Button variant="ghost" onClick={() => setReassigning(device)}>
                      Reassign…<span className="sr-only"> ({device.serial_number})</span>
                    </Button>
                  ) : null}
                  {device.status === 'held' || device.status === 'scheduled' ? (
                    <Button variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(device)}>
                      Leaver keeps it<span className="sr-only"> ({device.serial_number})</span>
                    </Button>
                  ) : null}
                </Cell>
              ) : null}
            </tr>
          ))}
        </Table>
      )}
      {reassigning ? (
        <div
          role="group"
          aria-label={`Reassign ${reassigning.model}`}
          className="space-y-3 rounded-lg border border-line bg-raised p-5"
        >
          <h3 className="text-base font-semibold">
            Reassign {reassigning.model} ({reassigning.serial_number})
          </h3>
          <p className="text-sm text-muted">
            Loadout collects it from {found.employee.name}, wipes it and delivers it to the person you pick
            {lastDayAhead ? `, on ${formatDate(found.end_date)}` : ''}.
          </p>
          <EmployeePicker
            label="Who receives it"
            onPick={(to) => {
              if (!reassign.isPending) reassign.mutate({ device: reassigning, to });
            }}
          />
          <Button variant="ghost" onClick={() => setReassigning(null)}>
            Cancel
          </Button>
        </div>
      ) : null}
      {isConfirming ? (
        <ConfirmDialog
          open
          title={`Retrieve ${held.length} device${held.length === 1 ? '' : 's'}?`}
          confirmLabel="Retrieve devices"
          isPending={retrieve.isPending}
          onConfirm={() => retrieve.mutate()}
          onCancel={() => setIsConfirming(false)}
        >
          <p>
            Each device gets a Store device action: Loadout collects it from {found.employee.name}, wipes it and sends
            it where you choose.
          </p>
          <div className="mt-3">
            <DestinationPicker value={chosenDestination} onChange={setDestination} />
          </div>
          {lastDayAhead ? (
            <fieldset className="mt-3 space-y-2">
              <legend className="text-sm font-medium">When</legend>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="when"
                  className="mt-1"
                  checked={when === 'end_date'}
                  onChange={() => setWhen('end_date')}
                />
                On the last day, {formatDate(found.end_date)}
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="when"
                  className="mt-1"
                  checked={when === 'now'}
                  onChange={() => setWhen('now')}
                />
                Now
              </label>
            </fieldset>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function ReturnPlan({ device }: { device: TOffboardingDevice }) {
  if (!device.action_type) return <span className="text-muted">Not planned</span>;
  const how = device.action_type === 'Reassign' ? `Reassign to ${device.new_recipient?.name ?? 'someone'}` : 'Store';
  return (
    <span>
      {how}
      {device.wipe ? ', wiped' : ''}
      {device.destination ? (
        <>
          {' to '}
          <StorageLabel storage={device.destination} />
        </>
      ) : null}
      {device.status === 'scheduled' && device.scheduled_for ? ` on ${formatDate(device.scheduled_for)}` : ''}
      {device.device_action_id ? (
        <Link href={`/device-actions/${device.device_action_id}`} className="block text-accent underline">
          Device action
        </Link>
      ) : null}
    </span>
  );
}

type AddInput = z.input<typeof ZAddOffboardingDeviceRequest>;
type AddOutput = z.output<typeof ZAddOffboardingDeviceRequest>;

function AddDeviceForm({ caseId, onDone }: { caseId: string; onDone: () => void }) {
  const id = useId();
  const form = useForm<AddInput, unknown, AddOutput>({
    resolver: zodResolver(ZAddOffboardingDeviceRequest),
    defaultValues: { serial_number: '', model: '', type: '', country: '' },
  });
  const add = useBffMutation({
    call: (values: AddOutput) =>
      bffCall<{ data: TOffboardingCase }>('POST /api/offboarding-cases/[id]/devices', {
        params: { id: caseId },
        body: values,
      }),
    invalidates: [offboardingQueries.root],
    success: (_, values) => `${values.model} (${values.serial_number}) added to the case.`,
    form: { setError: form.setError, fields: ['serial_number', 'model', 'type', 'country'] },
    onSuccess: onDone,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      className="space-y-4 rounded-lg border border-line bg-raised p-5"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        A device outside the inventory
      </h3>
      <p className="text-sm text-muted">
        One the leaver holds that the inventory does not list. Devices of the inventory are on the case already.
      </p>
      <FormError message={add.formError} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Serial number"
          autoComplete="off"
          error={errors.serial_number?.message}
          {...form.register('serial_number')}
        />
        <TextField
          label="Model"
          hint="e.g. “ThinkPad X1 Carbon”"
          error={errors.model?.message}
          {...form.register('model')}
        />
        <TextField label="Type" hint="e.g. “Laptop”" error={errors.type?.message} {...form.register('type')} />
        <CountrySelect error={errors.country?.message} {...form.register('country')} />
      </div>
      <FormActions>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add device'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
