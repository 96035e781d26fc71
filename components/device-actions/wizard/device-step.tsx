import type { UseFormReturn } from 'react-hook-form';
import type { TAsset } from '@/lib/contract/assets';
import { countryLabel } from '@/lib/countries';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Facts } from '@/components/ui/facts';
import { TextField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TWizardBody, TWizardValues } from '../wizard-form';
import { activeConflict, ConflictAlert } from './conflict';
import type { useDeviceLookup } from './use-device-lookup';

type Props = { form: UseFormReturn<TWizardValues, unknown, TWizardBody>; lookup: ReturnType<typeof useDeviceLookup> };

/** Step 1: the serial number, looked up in the inventory; a device not found there is described by hand. */
export function DeviceStep({
  form,
  lookup: { lookup, isLookedUp, active, isLookingUp, lookupError, findDevice },
}: Props) {
  const errors = form.formState.errors;
  return (
    <>
      <p className="text-sm text-muted">
        Enter the device&apos;s serial number. A device in your inventory needs nothing else; any other device, describe
        it.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label="Serial number"
            autoComplete="off"
            error={errors.serial_number?.message}
            {...form.register('serial_number')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void findDevice();
              }
            }}
          />
        </div>
        <Button variant="secondary" className="mt-6" onClick={() => void findDevice()} disabled={isLookingUp}>
          {isLookingUp ? 'Searching…' : 'Find device'}
        </Button>
      </div>
      {lookupError ? (
        <p role="alert" className="text-sm text-danger">
          {lookupError}
        </p>
      ) : null}
      {active ? <ConflictAlert conflict={activeConflict(active)} /> : null}
      {isLookedUp && lookup?.asset ? <InventoryDevice asset={lookup.asset} /> : null}
      {isLookedUp && !lookup?.asset && !active ? (
        <div className="space-y-4 rounded-md border border-warning-line bg-warning-soft p-4">
          <p role="status" className="text-sm text-warning">
            <strong>Not in your inventory.</strong> This will be an external device action: describe the device.
          </p>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Model" autoComplete="off" error={errors.model?.message} {...form.register('model')} />
            <TextField
              label="Device type"
              autoComplete="off"
              placeholder="Laptop"
              error={errors.type?.message}
              {...form.register('type')}
            />
            <CountrySelect error={errors.country?.message} {...form.register('country')} />
          </div>
        </div>
      ) : null}
    </>
  );
}

function InventoryDevice({ asset }: { asset: TAsset }) {
  return (
    <section
      aria-label="Device in your inventory"
      className="rounded-md border border-success-line bg-success-soft p-4"
    >
      <p role="status" className="text-sm text-success">
        <strong>Found in your inventory.</strong> Its details come from there.
      </p>
      <Facts
        className="mt-3 gap-y-1"
        facts={[
          ['Model', asset.model],
          ['Type', asset.device_type],
          ['Country', countryLabel(asset.country, asset.country_code)],
          ['Status', <StatusBadge key="status" status={asset.status} />],
          [
            'Held by',
            asset.employee
              ? `${asset.employee.name}${asset.employee.email ? ` (${asset.employee.email})` : ''}`
              : 'Nobody: in storage',
          ],
        ]}
      />
    </section>
  );
}
