import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EVENT_TYPES, EVENT_WILDCARDS } from '@/lib/contract/webhooks';

const EVENT_DESCRIPTIONS: Record<string, string> = {
  'quote.created': 'A quote was requested.',
  'quote.pending': 'A quote was priced and waits for a decision.',
  'quote.approved': 'Every item of a quote was decided and something was accepted.',
  'quote.tracking_added': 'A recipient’s shipment got a tracking code.',
  'quote.delivered': 'A recipient received their equipment.',
  'quote.action_required': 'Loadout needs your input on a quote.',
  'logistics.created': 'A device action was requested.',
  'logistics.tracking_added': 'A device action’s shipment got a tracking code.',
  'logistics.completed': 'A device action was completed.',
  'logistics.action_required': 'Loadout needs your input on a device action.',
  'logistics.cancelled': 'A device action was cancelled before it shipped.',
  'employee.created': 'A person joined the directory (HRIS import or SCIM).',
  'employee.updated': 'A person’s directory entry changed.',
  'employee.leaving': 'A person is leaving: an end date was set, or they were deactivated.',
  'webhook.test': 'Test events sent from this page.',
  'quote.*': 'Every quote event, including ones added later.',
  'logistics.*': 'Every device-action event, including ones added later.',
  'employee.*': 'Every employee event, including ones added later.',
  '*': 'Every event, including ones added later.',
};

const GROUPS = [
  { legend: 'Quotes', events: EVENT_TYPES.filter((name) => name.startsWith('quote.')) },
  { legend: 'Device actions', events: EVENT_TYPES.filter((name) => name.startsWith('logistics.')) },
  { legend: 'Employees', events: EVENT_TYPES.filter((name) => name.startsWith('employee.')) },
  { legend: 'Tests and wildcards', events: ['webhook.test', ...EVENT_WILDCARDS] },
] as const;

const slug = (name: string) => name.replace(/\*/g, 'all').replace(/[^a-z0-9]+/gi, '-');

/** The events an endpoint subscribes to, as checkboxes registered under one array field. */
export function EventCheckboxes({
  registration,
  error,
  extra = [],
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  extra?: readonly string[];
}) {
  const id = useId();
  const known = new Set<string>(GROUPS.flatMap((group) => group.events));
  const others = extra.filter((name) => !known.has(name));
  const groups = others.length ? [...GROUPS, { legend: 'Other', events: others }] : GROUPS;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-fg">Events</legend>
      <div className="mt-2 grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <fieldset key={group.legend} className="min-w-0 rounded-md border border-line p-3">
            <legend className="px-1 text-xs font-semibold tracking-wide text-muted uppercase">{group.legend}</legend>
            <ul className="space-y-2">
              {group.events.map((name) => (
                <li key={name} className="flex items-start gap-2">
                  <input
                    id={`${id}-${slug(name)}`}
                    type="checkbox"
                    value={name}
                    aria-describedby={`${id}-${slug(name)}-description`}
                    className="mt-0.5 h-4 w-4 shrink-0 rounded border-line-strong"
                    {...registration}
                  />
                  <div className="min-w-0">
                    <label htmlFor={`${id}-${slug(name)}`} className="font-mono text-sm wrap-anywhere text-fg">
                      {name}
                    </label>
                    <p id={`${id}-${slug(name)}-description`} className="text-xs text-muted">
                      {EVENT_DESCRIPTIONS[name] ?? 'Not an event this dashboard knows.'}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
