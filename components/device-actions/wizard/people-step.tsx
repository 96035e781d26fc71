import type { UseFormReturn } from 'react-hook-form';
import { PersonFields } from '../person-fields';
import { usesCurrentUser, usesNewRecipient, type TWizardBody, type TWizardValues } from '../wizard-form';

/** Step 3: who has the device now and who receives it, as the action needs. */
export function PeopleStep({
  form,
  actionType,
}: {
  form: UseFormReturn<TWizardValues, unknown, TWizardBody>;
  actionType: TWizardValues['action_type'];
}) {
  return (
    <div className="space-y-6">
      {usesCurrentUser(actionType) ? (
        <PersonFields
          form={form}
          person="current_user"
          legend="Current user"
          description="Who has the device now: Loadout collects it there."
        />
      ) : null}
      {usesNewRecipient(actionType) ? (
        <PersonFields
          form={form}
          person="new_recipient"
          legend="New recipient"
          description="Who receives the device: Loadout delivers it there."
        />
      ) : null}
    </div>
  );
}
