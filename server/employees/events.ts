import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { recordEvent } from '../webhooks/events';
import { announceEmployeeChange } from './changed-job';
import { stageOf } from './lifecycle';
import type { EmployeeRow } from './repo';
import { toEmployee } from './service';

// The webhook events of a directory change, in the change's transaction, with the employee as it now reads:
// `employee.created` for a new person, `employee.updated` when anything an integrator sees changed, and
// `employee.leaving` besides when the change starts their leaving (an end date, or deactivation). A change also
// queues the job through which other domains follow it (server/employees/changed-job.ts).

export async function recordEmployeeChange(
  tx: Db,
  tenant: CompanyScope,
  before: EmployeeRow | undefined,
  after: EmployeeRow,
) {
  const employee = toEmployee(after);
  if (!before) {
    await announceEmployeeChange(tx, tenant, after.id);
    await recordEvent(tx, tenant, 'employee.created', employee);
    if (employee.stage === 'leaving') await recordEvent(tx, tenant, 'employee.leaving', employee);
    return;
  }
  const { synced_at: _previousSync, ...previous } = toEmployee(before);
  const { synced_at: _sync, ...current } = employee;
  if (JSON.stringify(previous) === JSON.stringify(current)) return;
  await announceEmployeeChange(tx, tenant, after.id);
  await recordEvent(tx, tenant, 'employee.updated', employee);
  const wasLeaving = ['leaving', 'left'].includes(stageOf(before));
  if (!wasLeaving && employee.stage === 'leaving') await recordEvent(tx, tenant, 'employee.leaving', employee);
}
