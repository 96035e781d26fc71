import type { UseFormReturn } from 'react-hook-form';
import type { TAsset } from '@/lib/contract/assets';
import { ACTION_TYPES } from '@/lib/contract/device-actions';
import { ACTION_DESCRIPTIONS, type TWizardBody, type TWizardValues } from '../wizard-form';

/** Step 2: Store, Assign or Reassign, with a hint from where the inventory device is now. */
export function ActionStep({
  form,
  asset,
}: {
  form: UseFormReturn<TWizardValues, unknown, TWizardBody>;
  asset: TAsset | null;
}) {
  const error = form.formState.errors.action_type;
  return (
    <fieldset aria-describedby={error ? 'action-type-error' : undefined}>
      <legend className="text-sm font-medium text-fg">What should happen to the device?</legend>
      {asset ? (
        <p className="mt-1 text-sm text-muted">
          {asset.employee
            ? `${asset.employee.name} has this device now, so Store or Reassign fit.`
            : 'This device is in storage, so Assign fits.'}
        </p>
      ) : null}
      <div className="mt-2 space-y-2">
        {ACTION_TYPES.map((type) => (
          <label
            key={type}
            className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input type="radio" value={type} className="mt-1" {...form.register('action_type')} />
            <span>
              <span className="block text-sm font-semibold">{type}</span>
              <span className="block text-sm text-muted">{ACTION_DESCRIPTIONS[type]}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="action-type-error" className="mt-2 text-sm text-danger">
          Choose an action: {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
