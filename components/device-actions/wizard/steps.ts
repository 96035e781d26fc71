import type { FieldPath } from 'react-hook-form';
import type { TWizardValues } from '../wizard-form';

export const STEPS = ['Device', 'Action', 'People', 'Details', 'Review'] as const;
export type Step = (typeof STEPS)[number];

// The fields each step validates before the next one; a server-side error on one of them sends the user back there.
const PERSON_FIELDS = ['name', 'email', 'country', 'address', 'phone'] as const;
export const STEP_FIELDS: Record<Step, FieldPath<TWizardValues>[]> = {
  Device: ['serial_number', 'model', 'type', 'country'],
  Action: ['action_type'],
  People: (['current_user', 'new_recipient'] as const).flatMap((person) =>
    PERSON_FIELDS.map((field) => `${person}.${field}` as const),
  ),
  Details: ['wipe', 'destination.location_id', 'notes', 'notification_emails'],
  Review: [],
};
export const FORM_FIELDS = Object.values(STEP_FIELDS).flat();
