import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { destinationLabel, toDestination } from '@/components/locations/destination';
import { locationQueries } from '@/lib/queries/resources';
import type { TAsset } from '@/lib/contract/assets';
import { countryLabel } from '@/lib/countries';
import {
  ACTION_DESCRIPTIONS,
  usesCurrentUser,
  usesNewRecipient,
  type TPersonDraft,
  type TWizardValues,
} from '../wizard-form';
import type { Step } from './steps';

/** A country as typed (a code or a name in any language), shown by its English name. */
const shownCountry = (text: string) => countryLabel(text.trim());

function describePerson(person: TPersonDraft): string {
  return [person.name, person.email, person.phone, shownCountry(person.country), person.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
}

/** Step 5: everything the action will say, each line with a way back to the step that sets it. */
export function ReviewStep({
  values,
  asset,
  onChange,
}: {
  values: TWizardValues;
  asset: TAsset | null;
  onChange: (step: Step) => void;
}) {
  const { data: locations } = useQuery(locationQueries.all());
  const device = asset
    ? `${asset.model} · ${asset.device_type} · ${countryLabel(asset.country, asset.country_code)} (from the inventory)`
    : `${values.model} · ${values.type} · ${shownCountry(values.country)} (external device)`;
  const rows: [string, ReactNode, Step][] = [
    [
      'Serial number',
      <span key="serial" className="font-mono">
        {values.serial_number}
      </span>,
      'Device',
    ],
    ['Device', device, 'Device'],
    [
      'Action',
      values.action_type ? `${values.action_type}: ${ACTION_DESCRIPTIONS[values.action_type]}` : '—',
      'Action',
    ],
    ...(usesCurrentUser(values.action_type)
      ? [['Current user', describePerson(values.current_user) || '—', 'People'] as [string, ReactNode, Step]]
      : []),
    ...(usesNewRecipient(values.action_type)
      ? [['New recipient', describePerson(values.new_recipient) || '—', 'People'] as [string, ReactNode, Step]]
      : []),
    ...(values.action_type === 'Store'
      ? [
          ['Goes to', destinationLabel(toDestination(values.destination), locations), 'Details'] as [
            string,
            ReactNode,
            Step,
          ],
        ]
      : []),
    ['Wipe', values.wipe ? 'Yes, wipe the device' : 'No', 'Details'],
    ['Notes', values.notes.trim() || '—', 'Details'],
    ['Notification e-mails', values.notification_emails.join(', ') || '—', 'Details'],
  ];
  return (
    <>
      <p className="text-sm text-muted">
        Check the action before you create it; Loadout starts working on it right away.
      </p>
      <dl className="divide-y divide-subtle rounded-md border border-line text-sm">
        {rows.map(([term, value, step]) => (
          <div key={term} className="grid grid-cols-[10rem_1fr_auto] items-start gap-4 px-4 py-2">
            <dt className="font-medium text-muted">{term}</dt>
            <dd className="break-words whitespace-pre-line text-fg">{value}</dd>
            <dd>
              <button
                type="button"
                onClick={() => onChange(step)}
                className="text-sm text-accent underline"
                aria-label={`Change ${term.toLowerCase()}`}
              >
                Change
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
