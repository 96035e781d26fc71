import type { UseFormReturn } from 'react-hook-form';
import { DestinationPicker } from '@/components/locations/destination-picker';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { splitEmails, type TWizardBody, type TWizardValues } from '../wizard-form';

type Props = {
  form: UseFormReturn<TWizardValues, unknown, TWizardBody>;
  /** The e-mails as typed, kept by the wizard so they survive going back a step. */
  emailsText: string;
  onEmailsTextChange: (text: string) => void;
};

/** Step 4: where a stored device goes, wipe, notes and who else hears about progress. */
export function DetailsStep({ form, emailsText, onEmailsTextChange }: Props) {
  const errors = form.formState.errors;
  return (
    <div className="space-y-4">
      {form.watch('action_type') === 'Store' ? (
        <DestinationPicker
          value={form.watch('destination')}
          onChange={(destination) =>
            form.setValue('destination', destination, {
              shouldDirty: true,
              shouldValidate: Boolean(errors.destination),
            })
          }
          locationError={errors.destination?.location_id?.message}
        />
      ) : null}
      <CheckboxField label="Wipe the device (erase all data before it moves on)" {...form.register('wipe')} />
      <TextAreaField
        label="Notes"
        hint="Anything Loadout should know: access codes, pickup times, accessories."
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <TextField
        label="Notification e-mails"
        autoComplete="off"
        value={emailsText}
        onChange={(event) => {
          onEmailsTextChange(event.target.value);
          form.setValue('notification_emails', splitEmails(event.target.value), {
            shouldValidate: form.formState.isSubmitted || Boolean(errors.notification_emails),
          });
        }}
        hint="Who else hears about progress; separate addresses with commas."
        error={emailErrors(errors.notification_emails, form.getValues('notification_emails'))}
      />
    </div>
  );
}

/** The first problem among the notification e-mails, naming the address. */
function emailErrors(error: unknown, emails: string[]): string | undefined {
  if (!error) return undefined;
  if (Array.isArray(error)) {
    const index = error.findIndex(Boolean);
    return index >= 0
      ? `${emails[index] ?? 'An address'}: ${(error[index] as { message?: string }).message}`
      : undefined;
  }
  return (
    (error as { message?: string; root?: { message?: string } }).message ??
    (error as { root?: { message?: string } }).root?.message
  );
}
