import type { TDeviceAction } from '@/lib/contract/device-actions';
import type { TEmployeeHistoryEntry, TEmployeeProfile } from '@/lib/contract/employee-profile';
import type { TOffboardingCase } from '@/lib/contract/offboarding';
import type { TOnboardingCase } from '@/lib/contract/onboarding';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { getEmployeeOrThrow, toEmployee } from '../employees/service';
import { findDevicesHeldBy } from '../inventory/service';
import { listActions } from '../logistics/service';
import { listEmployeeCases } from '../offboarding/service';
import { listEmployeeCases as listOnboardingCases } from '../onboarding/service';

// A person as `GET /api/v1/employees/{id}` shows them: the directory entry with what the other domains know of them
// (the devices they hold, their open case, and a history gathered from the directory, cases and device actions).

const HISTORY_ACTIONS = 100;
const sameEmail = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();
const midnight = (day: string) => `${day}T00:00:00.000Z`;

export async function getEmployeeProfile(db: Db, tenant: CompanyScope, id: string): Promise<TEmployeeProfile> {
  const row = await getEmployeeOrThrow(db, tenant, id);
  const employee = toEmployee(row);
  const [devices, cases, hirings, actions] = await Promise.all([
    findDevicesHeldBy(db, tenant, employee.email),
    listEmployeeCases(db, tenant, id),
    listOnboardingCases(db, tenant, id),
    listActions(
      db,
      tenant,
      { limit: HISTORY_ACTIONS, search: employee.email, sort: '-created_at' },
      { includeAsset: false },
    ),
  ]);
  const theirs = actions.data.filter(
    (action) =>
      sameEmail(action.current_user?.email, employee.email) || sameEmail(action.new_recipient?.email, employee.email),
  );
  const history: TEmployeeHistoryEntry[] = [
    {
      at: row.createdAt.toISOString(),
      kind: 'directory',
      description: 'Added to the directory',
      object: { type: 'employee', id },
    },
    ...(employee.start_date
      ? [
          {
            at: midnight(employee.start_date),
            kind: 'directory' as const,
            description: 'Start date',
            object: { type: 'employee' as const, id },
          },
        ]
      : []),
    ...(employee.end_date
      ? [
          {
            at: midnight(employee.end_date),
            kind: 'directory' as const,
            description: 'Last day',
            object: { type: 'employee' as const, id },
          },
        ]
      : []),
    ...hirings.flatMap(onboardingHistory),
    ...cases.flatMap(caseHistory),
    ...theirs.flatMap((action) => actionHistory(action, employee.email)),
  ];
  return {
    ...employee,
    devices,
    onboarding_case: hirings.find((found) => ['scheduled', 'open', 'submitted'].includes(found.status)) ?? null,
    offboarding_case: cases.find((found) => found.status === 'open') ?? null,
    history: history.sort((a, b) => b.at.localeCompare(a.at)),
  };
}

function onboardingHistory(found: TOnboardingCase): TEmployeeHistoryEntry[] {
  const object = { type: 'onboarding_case' as const, id: found.id };
  const entry = (at: string | null, description: string) =>
    at ? [{ at, kind: 'onboarding' as const, description, object }] : [];
  return [
    ...entry(found.created_at, `Onboarding scheduled for the start on ${found.start_date}`),
    ...entry(found.choices_made_at, 'Equipment chosen through their link'),
    ...entry(found.submitted_at, 'Onboarding draft submitted as a quote'),
    ...entry(found.completed_at, 'Onboarding completed: everything delivered'),
    ...entry(found.cancelled_at, `Onboarding cancelled${found.cancel_reason ? `: ${found.cancel_reason}` : ''}`),
  ];
}

function caseHistory(found: TOffboardingCase): TEmployeeHistoryEntry[] {
  const object = { type: 'offboarding_case' as const, id: found.id };
  const devices = found.devices.length;
  return [
    {
      at: found.created_at,
      kind: 'offboarding',
      description: `Offboarding case opened, ${devices} device${devices === 1 ? '' : 's'} to return`,
      object,
    },
    ...(found.completed_at
      ? [{ at: found.completed_at, kind: 'offboarding' as const, description: 'Offboarding case completed', object }]
      : []),
    ...(found.cancelled_at
      ? [
          {
            at: found.cancelled_at,
            kind: 'offboarding' as const,
            description: `Offboarding case cancelled${found.cancel_reason ? `: ${found.cancel_reason}` : ''}`,
            object,
          },
        ]
      : []),
  ];
}

function actionHistory(action: TDeviceAction, email: string): TEmployeeHistoryEntry[] {
  const direction = sameEmail(action.current_user?.email, email) ? 'from' : 'to';
  return action.status_history.map((entry) => ({
    at: entry.at,
    kind: 'device_action',
    description: `${action.action_type} ${action.action_id} (${action.model}, ${action.serial_number}, ${direction} them): ${entry.status}${entry.note ? `, ${entry.note}` : ''}`,
    object: { type: 'device_action', id: action.id },
  }));
}
