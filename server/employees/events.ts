import type { TEventType } from '@/lib/contract/webhooks';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { recordEvent, recordEvents } from '../webhooks/events';
import { announceEmployeeChange, announceEmployeeChanges } from './changed-job';
import { stageOf } from './lifecycle';
import type { EmployeeRow } from './repo';
import { toEmployee } from './service';

// The webhook events of a directory change, in the change's transaction, with the employee as it now reads:
// `employee.created` for a new person, `employee.updated` when anything an integrator sees changed, and
// `employee.leaving` besides when the change starts their leaving (an end date, or deactivation). A change also
// queues the job through which other domains follow it (server/employees/changed-job.ts).

/** The events a change announces, in order; none when nothing an integrator sees changed (and then no job either). */
function eventsOfChange(before: EmployeeRow | undefined, after: EmployeeRow): { type: TEventType; data: object }[] {
  const employee = toEmployee(after);
  if (!before) {
    return employee.stage === 'leaving'
      ? [
          { type: 'employee.created', data: employee },
          { type: 'employee.leaving', data: employee },
        ]
      : [{ type: 'employee.created', data: employee }];
  }
  const { synced_at: _previousSync, ...previous } = toEmployee(before);
  const { synced_at: _sync, ...current } = employee;
  if (JSON.stringify(previous) === JSON.stringify(current)) return [];
  const wasLeaving = ['leaving', 'left'].includes(stageOf(before));
  return !wasLeaving && employee.stage === 'leaving'
    ? [
        { type: 'employee.updated', data: employee },
        { type: 'employee.leaving', data: employee },
      ]
    : [{ type: 'employee.updated', data: employee }];
}

export async function recordEmployeeChange(
  tx: Db,
  tenant: CompanyScope,
  before: EmployeeRow | undefined,
  after: EmployeeRow,
) {
  const announced = eventsOfChange(before, after);
  if (announced.length === 0) return;
  await announceEmployeeChange(tx, tenant, after.id);
  for (const { type, data } of announced) await recordEvent(tx, tenant, type, data);
}

/** recordEmployeeChange for many changes of one tenant (an HRIS import's): the same jobs and events, in bulk. */
export async function recordEmployeeChanges(
  tx: Db,
  tenant: CompanyScope,
  changes: { before: EmployeeRow | undefined; after: EmployeeRow }[],
) {
  const changed: string[] = [];
  const announced: { type: TEventType; data: object }[] = [];
  for (const { before, after } of changes) {
    const events = eventsOfChange(before, after);
    if (events.length === 0) continue;
    changed.push(after.id);
    announced.push(...events);
  }
  if (changed.length > 0) await announceEmployeeChanges(tx, tenant, changed);
  await recordEvents(tx, tenant, announced);
}
