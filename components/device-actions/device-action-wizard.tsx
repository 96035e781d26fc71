'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { applyApiErrors } from '@/lib/forms/api-errors';
import { bffCall } from '@/lib/queries/bff-call';
import { BffError } from '@/lib/queries/bff-fetch';
import { deviceActionQueries, locationQueries } from '@/lib/queries/resources';
import { toDraft } from '@/components/locations/destination';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form';
import { ActionStep } from './wizard/action-step';
import { ConflictAlert, toConflict, type Conflict } from './wizard/conflict';
import { DetailsStep } from './wizard/details-step';
import { DeviceStep } from './wizard/device-step';
import { PeopleStep } from './wizard/people-step';
import { ReviewStep } from './wizard/review-step';
import { FORM_FIELDS, STEP_FIELDS, STEPS, type Step } from './wizard/steps';
import { useDeviceLookup } from './wizard/use-device-lookup';
import {
  resolveWizard,
  WIZARD_DEFAULTS,
  type TWizardBody,
  type TWizardParams,
  type TWizardValues,
} from './wizard-form';

/**
 * Creates a device action in five steps: find the device, choose the action, the people, the handling, then review.
 * `initial` presets the serial number (looked up at once) and the action type, e.g. from an employee's page.
 */
export function DeviceActionWizard({ initial = {} }: { initial?: TWizardParams }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>('Device');
  const [emailsText, setEmailsText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const form = useForm<TWizardValues, unknown, TWizardBody>({
    resolver: resolveWizard,
    defaultValues: {
      ...WIZARD_DEFAULTS,
      serial_number: initial.serial_number ?? '',
      action_type: initial.action_type ?? '',
    },
    mode: 'onTouched',
  });
  const values = form.watch();
  const lookup = useDeviceLookup(form);
  // A Store goes to the company's default destination unless the user chose another.
  const settings = useQuery(locationQueries.settings());
  useEffect(() => {
    if (settings.data && !form.getFieldState('destination').isDirty)
      form.setValue('destination', toDraft(settings.data.default_destination));
  }, [settings.data, form]);
  const { isLookedUp, source, active, findDevice } = lookup;

  const create = useBffMutation({
    call: (body: TWizardBody) =>
      bffCall<{ data: TDeviceAction }>(
        values.source === 'inventory' ? 'POST /api/device-actions' : 'POST /api/device-actions/external',
        { body },
      ),
    invalidates: [deviceActionQueries.root],
    success: ({ data }) => `Device action ${data.action_id} created: ${data.action_type} of ${data.serial_number}.`,
    onSuccess: ({ data }) => router.push(`/device-actions/${encodeURIComponent(data.action_id)}`),
    // A conflict links to what stands in the way; anything else goes to the fields and the step that shows them.
    toastsError: false,
    onError: (error) => {
      const found =
        error instanceof BffError && error.code === 'CONFLICT' ? toConflict(error, values.serial_number) : null;
      if (found) return setConflict(found);
      setFailure(applyApiErrors(error, form.setError, FORM_FIELDS));
      showFirstStepWithError();
    },
  });

  function showFirstStepWithError() {
    const fieldStep = STEPS.find((name) => STEP_FIELDS[name].some((field) => form.getFieldState(field).error));
    if (fieldStep) setStep(fieldStep);
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
    const fields = STEP_FIELDS[step].filter((field) =>
      source === 'inventory' ? !['model', 'type', 'country'].includes(field) : true,
    );
    if (fields.length && !(await form.trigger(fields, { shouldFocus: true }))) {
      // As after a submit: a field shown wrong re-checks as it changes, so its error goes before the user clicks on (no layout jump under the pointer).
      for (const field of fields)
        if (form.getFieldState(field).error) form.setValue(field, form.getValues(field), { shouldTouch: true });
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

      <section
        aria-labelledby="wizard-step"
        className="space-y-4 rounded-lg border border-line bg-raised p-6 shadow-sm"
      >
        <h2 id="wizard-step" className="text-lg font-semibold">
          Step {stepIndex + 1} of {STEPS.length}: {step}
        </h2>
        {step === 'Device' ? <DeviceStep form={form} lookup={lookup} /> : null}
        {step === 'Action' ? <ActionStep form={form} asset={lookup.lookup?.asset ?? null} /> : null}
        {step === 'People' ? <PeopleStep form={form} actionType={values.action_type} /> : null}
        {step === 'Details' ? (
          <DetailsStep form={form} emailsText={emailsText} onEmailsTextChange={setEmailsText} />
        ) : null}
        {step === 'Review' ? (
          <ReviewStep values={values} asset={lookup.lookup?.asset ?? null} onChange={setStep} />
        ) : null}
        {conflict ? <ConflictAlert conflict={conflict} /> : null}
        <FormError message={failure} />
      </section>

      <div className="flex justify-between gap-2">
        {stepIndex > 0 ? (
          <Button variant="secondary" onClick={() => setStep(STEPS[stepIndex - 1]!)}>
            Back
          </Button>
        ) : (
          <Link
            href="/device-actions"
            className="inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium text-accent hover:bg-accent-soft"
          >
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
