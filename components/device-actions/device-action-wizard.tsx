'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { TAsset } from '@/lib/contract/assets';
import { ACTION_TYPES, type TDeviceAction } from '@/lib/contract/device-actions';
import { countryName, toCountryCode } from '@/lib/countries';
import { formatDate } from '@/lib/format';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { bffFetch, BffError } from '@/lib/queries/bff-fetch';
import { assetQueries, deviceActionQueries, employeeQueries } from '@/lib/queries/resources';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { Facts } from '@/components/ui/facts';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import { useToast } from '@/components/ui/toast';
import { PersonFields } from './person-fields';
import {
  ACTION_DESCRIPTIONS,
  holderOf,
  isActionOn,
  resolveWizard,
  splitEmails,
  usesCurrentUser,
  usesNewRecipient,
  WIZARD_DEFAULTS,
  type TDeviceSource,
  type TPersonDraft,
  type TWizardParams,
  type TWizardBody,
  type TWizardValues,
} from './wizard-form';

const STEPS = ['Device', 'Action', 'People', 'Details', 'Review'] as const;
type Step = (typeof STEPS)[number];

// The fields each step validates before the next one; a server-side error on one of them sends the user back there.
const PERSON_FIELDS = ['name', 'email', 'country', 'address', 'phone'] as const;
const STEP_FIELDS: Record<Step, FieldPath<TWizardValues>[]> = {
  Device: ['serial_number', 'model', 'type', 'country'],
  Action: ['action_type'],
  People: (['current_user', 'new_recipient'] as const).flatMap((person) => PERSON_FIELDS.map((field) => `${person}.${field}` as const)),
  Details: ['wipe', 'notes', 'notification_emails'],
  Review: [],
};
const FORM_FIELDS = Object.values(STEP_FIELDS).flat();

/** What the lookup found: the device in the inventory (or not), and the action already in progress on it, if any. */
type Lookup = { serial: string; asset: TAsset | null; active: TDeviceAction | null };
type Conflict = { message: string; href: string; linkLabel: string };

/** The conflict a 409 names: the action already in progress on the device, or the inventory device an external action duplicates. */
function toConflict(error: BffError, serial: string): Conflict | null {
  const details = (error.details ?? {}) as { active_action_id?: string | null; active_action_reference?: string | null; asset_id?: string | null };
  const active = details.active_action_reference ?? details.active_action_id;
  if (active) return { message: error.message, href: `/device-actions/${encodeURIComponent(active)}`, linkLabel: `Open the active action ${active}` };
  if (details.asset_id) return { message: error.message, href: `/inventory?serial_number=${encodeURIComponent(serial)}`, linkLabel: 'See the device in the inventory' };
  return null;
}

/** The action in progress that keeps a device from taking another, as the lookup tells it. */
function activeConflict(active: TDeviceAction): Conflict {
  return {
    message: `Device ${active.serial_number} already has an action in progress (${active.action_id}), ${active.action_type === 'Assign' ? 'an' : 'a'} ${active.action_type} requested on ${formatDate(active.created_at)}. A device takes one action at a time: follow that one, or cancel it there if it has not shipped.`,
    href: `/device-actions/${encodeURIComponent(active.action_id)}`,
    linkLabel: `Open the active action ${active.action_id}`,
  };
}

/**
 * Creates a device action in five steps: find the device, choose the action, the people, the handling, then review.
 * `initial` presets the serial number (looked up at once) and the action type, e.g. from an employee's page.
 */
export function DeviceActionWizard({ initial = {} }: { initial?: TWizardParams }) {
  const router = useRouter();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('Device');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [isLookingUp, setIsLookingUp] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [emailsText, setEmailsText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useForm<TWizardValues, unknown, TWizardBody>({
    resolver: resolveWizard,
    defaultValues: { ...WIZARD_DEFAULTS, serial_number: initial.serial_number ?? '', action_type: initial.action_type ?? '' },
    mode: 'onTouched',
  });
  const values = form.watch();
  const isLookedUp = lookup !== null && lookup.serial === values.serial_number.trim();
  const source: TDeviceSource | null = isLookedUp ? (lookup.asset ? 'inventory' : 'external') : null;
  const active = isLookedUp ? lookup.active : null;

  const create = useMutation({
    mutationFn: (body: TWizardBody) =>
      bffFetch<{ data: TDeviceAction }>(values.source === 'inventory' ? '/api/device-actions' : '/api/device-actions/external', { method: 'POST', body }),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: deviceActionQueries.root });
      toast.success(`Device action ${data.action_id} created: ${data.action_type} of ${data.serial_number}.`);
      router.push(`/device-actions/${encodeURIComponent(data.action_id)}`);
    },
    onError: (error) => {
      const found = error instanceof BffError && error.code === 'CONFLICT' ? toConflict(error, values.serial_number) : null;
      if (found) {
        setConflict(found);
        return;
      }
      setFailure(applyApiErrors(error, form.setError, FORM_FIELDS));
      showFirstStepWithError();
    },
  });

  function showFirstStepWithError() {
    const fieldStep = STEPS.find((name) => STEP_FIELDS[name].some((field) => form.getFieldState(field).error));
    if (fieldStep) setStep(fieldStep);
  }

  async function findDevice() {
    if (!(await form.trigger('serial_number'))) return;
    const serial = form.getValues('serial_number').trim();
    setIsLookingUp(true);
    setLookupError(null);
    try {
      // The serial filter matches parts of serial numbers, so the active actions are narrowed to this exact one.
      const [assets, actions] = await Promise.all([
        queryClient.fetchInfiniteQuery(assetQueries.list({ serial_number: serial, limit: '1' })),
        queryClient.fetchInfiniteQuery(deviceActionQueries.list({ serial_number: serial, status: 'in_progress', limit: '100' })),
      ]);
      const asset = assets.pages[0]?.data[0] ?? null;
      const inProgress = actions.pages[0]?.data.find((action) => isActionOn(action, asset?.serial_number ?? serial)) ?? null;
      const holder = asset?.employee ? holderOf(asset, await findEmployee(asset.employee.email)) : null;
      setLookup({ serial, asset, active: inProgress });
      form.setValue('serial_number', serial);
      form.setValue('source', asset ? 'inventory' : 'external');
      if (holder && !form.getValues('current_user.name')) form.setValue('current_user', holder);
    } catch (error) {
      setLookupError(error instanceof Error ? error.message : 'The inventory could not be searched; try again.');
    } finally {
      setIsLookingUp(false);
    }
  }

  /** The directory entry with this e-mail, or null. */
  async function findEmployee(email: string | null) {
    if (!email) return null;
    const list = await queryClient.fetchInfiniteQuery(employeeQueries.list({ search: email, limit: '10' }));
    return list.pages[0]?.data.find((employee) => employee.email.toLowerCase() === email.toLowerCase()) ?? null;
  }

  // A serial number preset by the link that opened the wizard is looked up at once.
  useEffect(() => {
    if (initial.serial_number) void findDevice();
  }, []); // Only when the wizard opens.

  async function goNext() {
    const next = STEPS[STEPS.indexOf(step) + 1];
    if (!next) return;
    if (step === 'Device' && !isLookedUp) return void findDevice();
    if (step === 'Device' && active) return;
    const fields = STEP_FIELDS[step].filter((field) => (source === 'inventory' ? !['model', 'type', 'country'].includes(field) : true));
    if (fields.length && !(await form.trigger(fields, { shouldFocus: true }))) {
      // As after a submit: a field shown wrong re-checks as it changes, so its error goes before the user clicks on (no layout jump under the pointer).
      for (const field of fields) if (form.getFieldState(field).error) form.setValue(field, form.getValues(field), { shouldTouch: true });
      return;
    }
    setFailure(null);
    setStep(next);
  }

  const submit = form.handleSubmit(
    (body) => {
      setFailure(null);
      setConflict(null);
      create.mutate(body);
    },
    () => showFirstStepWithError(),
  );

  const errors = form.formState.errors;
  const stepIndex = STEPS.indexOf(step);
  return (
    <form
      noValidate
      className="max-w-3xl space-y-6"
      onSubmit={(event) => {
        // Enter in a field before the last step moves on; only the review step creates the action.
        if (step === 'Review') return void submit(event);
        event.preventDefault();
        void goNext();
      }}
    >
      <ol aria-label="Steps" className="flex flex-wrap gap-2 text-sm">
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={name === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${name === step ? 'bg-brand-700 font-semibold text-white' : index < stepIndex ? 'bg-info-soft text-info' : 'bg-subtle text-muted'}`}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>

      <section aria-labelledby="wizard-step" className="space-y-4 rounded-lg border border-line bg-raised p-6 shadow-sm">
        <h2 id="wizard-step" className="text-lg font-semibold">
          Step {stepIndex + 1} of {STEPS.length}: {step}
        </h2>

        {step === 'Device' ? (
          <>
            <p className="text-sm text-muted">Enter the device&apos;s serial number. A device in your inventory needs nothing else; any other device, describe it.</p>
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
            {isLookedUp && lookup.asset ? <InventoryDevice asset={lookup.asset} /> : null}
            {isLookedUp && !lookup.asset && !active ? (
              <div className="space-y-4 rounded-md border border-warning-line bg-warning-soft p-4">
                <p role="status" className="text-sm text-warning">
                  <strong>Not in your inventory.</strong> This will be an external device action: describe the device.
                </p>
                <div className="grid gap-4 sm:grid-cols-3">
                  <TextField label="Model" autoComplete="off" error={errors.model?.message} {...form.register('model')} />
                  <TextField label="Device type" autoComplete="off" placeholder="Laptop" error={errors.type?.message} {...form.register('type')} />
                  <CountrySelect error={errors.country?.message} {...form.register('country')} />
                </div>
              </div>
            ) : null}
          </>
        ) : null}

        {step === 'Action' ? (
          <fieldset aria-describedby={errors.action_type ? 'action-type-error' : undefined}>
            <legend className="text-sm font-medium text-fg">What should happen to the device?</legend>
            {lookup?.asset ? (
              <p className="mt-1 text-sm text-muted">
                {lookup.asset.employee
                  ? `${lookup.asset.employee.name} has this device now, so Store or Reassign fit.`
                  : 'This device is in storage, so Assign fits.'}
              </p>
            ) : null}
            <div className="mt-2 space-y-2">
              {ACTION_TYPES.map((type) => (
                <label key={type} className="flex cursor-pointer gap-3 rounded-md border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
                  <input type="radio" value={type} className="mt-1" {...form.register('action_type')} />
                  <span>
                    <span className="block text-sm font-semibold">{type}</span>
                    <span className="block text-sm text-muted">{ACTION_DESCRIPTIONS[type]}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.action_type ? (
              <p id="action-type-error" className="mt-2 text-sm text-danger">
                Choose an action: {errors.action_type.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}

        {step === 'People' ? (
          <div className="space-y-6">
            {usesCurrentUser(values.action_type) ? (
              <PersonFields form={form} person="current_user" legend="Current user" description="Who has the device now: Loadout collects it there." />
            ) : null}
            {usesNewRecipient(values.action_type) ? (
              <PersonFields form={form} person="new_recipient" legend="New recipient" description="Who receives the device: Loadout delivers it there." />
            ) : null}
          </div>
        ) : null}

        {step === 'Details' ? (
          <div className="space-y-4">
            <CheckboxField label="Wipe the device (erase all data before it moves on)" {...form.register('wipe')} />
            <TextAreaField label="Notes" hint="Anything Loadout should know: access codes, pickup times, accessories." error={errors.notes?.message} {...form.register('notes')} />
            <TextField
              label="Notification e-mails"
              autoComplete="off"
              value={emailsText}
              onChange={(event) => {
                setEmailsText(event.target.value);
                form.setValue('notification_emails', splitEmails(event.target.value), { shouldValidate: form.formState.isSubmitted || Boolean(errors.notification_emails) });
              }}
              hint="Who else hears about progress; separate addresses with commas."
              error={emailErrors(errors.notification_emails, values.notification_emails)}
            />
          </div>
        ) : null}

        {step === 'Review' ? <Review values={values} asset={lookup?.asset ?? null} onChange={setStep} /> : null}

        {conflict ? <ConflictAlert conflict={conflict} /> : null}
        {failure ? (
          <p role="alert" className="rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </section>

      <div className="flex justify-between gap-2">
        {stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => setStep(STEPS[stepIndex - 1]!)}>
            Back
          </Button>
        ) : (
          <Link href="/device-actions" className="inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-accent hover:bg-accent-soft">
            Cancel
          </Link>
        )}
        {step === 'Review' ? (
          // Keyed apart from "Next": React must not turn the clicked Next button into this submit button mid-click.
          <Button key="create" type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create device action'}
          </Button>
        ) : step === 'Device' && (!isLookedUp || active) ? null : (
          <Button key="next" onClick={() => void goNext()}>
            Next
          </Button>
        )}
      </div>
    </form>
  );
}

/** The first problem among the notification e-mails, naming the address. */
function emailErrors(error: unknown, emails: string[]): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) {
    const index = error.findIndex(Boolean);
    return index >= 0 ? `${emails[index] ?? 'An address'}: ${(error[index] as { message?: string }).message}` : undefined;
  }
  return (error as { message?: string; root?: { message?: string } }).message ?? (error as { root?: { message?: string } }).root?.message;
}

function ConflictAlert({ conflict }: { conflict: Conflict }) {
  return (
    <div role="alert" className="rounded-md border border-danger-line bg-danger-soft p-4 text-sm text-danger">
      <p className="font-semibold">This device cannot take a new action now</p>
      <p className="mt-1">{conflict.message}</p>
      <Link href={conflict.href} className="mt-2 inline-block font-medium text-danger underline">
        {conflict.linkLabel}
      </Link>
    </div>
  );
}

function InventoryDevice({ asset }: { asset: TAsset }) {
  return (
    <section aria-label="Device in your inventory" className="rounded-md border border-success-line bg-success-soft p-4">
      <p role="status" className="text-sm text-success">
        <strong>Found in your inventory.</strong> Its details come from there.
      </p>
      <Facts
        className="mt-3 gap-y-1"
        facts={[
          ['Model', asset.model],
          ['Type', asset.device_type],
          ['Country', countryName(asset.country)],
          ['Status', <StatusBadge key="status" status={asset.status} />],
          ['Held by', asset.employee ? `${asset.employee.name}${asset.employee.email ? ` (${asset.employee.email})` : ''}` : 'Nobody: in storage'],
        ]}
      />
    </section>
  );
}

/** A country as typed (a code or a name in any language), shown by its English name. */
function shownCountry(text: string): string {
  const code = toCountryCode(text);
  return code ? countryName(code) : text.trim();
}

function describePerson(person: TPersonDraft): string {
  return [person.name, person.email, person.phone, shownCountry(person.country), person.address].map((part) => part.trim()).filter(Boolean).join(' · ');
}

function Review({ values, asset, onChange }: { values: TWizardValues; asset: TAsset | null; onChange: (step: Step) => void }) {
  const device = asset
    ? `${asset.model} · ${asset.device_type} · ${countryName(asset.country)} (from the inventory)`
    : `${values.model} · ${values.type} · ${shownCountry(values.country)} (external device)`;
  const rows: [string, ReactNode, Step][] = [
    ['Serial number', <span key="serial" className="font-mono">{values.serial_number}</span>, 'Device'],
    ['Device', device, 'Device'],
    ['Action', values.action_type ? `${values.action_type}: ${ACTION_DESCRIPTIONS[values.action_type]}` : '—', 'Action'],
    ...(usesCurrentUser(values.action_type) ? [['Current user', describePerson(values.current_user) || '—', 'People'] as [string, ReactNode, Step]] : []),
    ...(usesNewRecipient(values.action_type) ? [['New recipient', describePerson(values.new_recipient) || '—', 'People'] as [string, ReactNode, Step]] : []),
    ['Wipe', values.wipe ? 'Yes, wipe the device' : 'No', 'Details'],
    ['Notes', values.notes.trim() || '—', 'Details'],
    ['Notification e-mails', values.notification_emails.join(', ') || '—', 'Details'],
  ];
  return (
    <>
      <p className="text-sm text-muted">Check the action before you create it; Loadout starts working on it right away.</p>
      <dl className="divide-y divide-subtle rounded-md border border-line text-sm">
        {rows.map(([term, value, step]) => (
          <div key={term} className="grid grid-cols-[10rem_1fr_auto] items-start gap-4 px-4 py-2">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="break-words whitespace-pre-line text-fg">{value}</dd>
            <dd>
              <button type="button" onClick={() => onChange(step)} className="text-sm text-accent underline" aria-label={`Change ${term.toLowerCase()}`}>
                Change
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
