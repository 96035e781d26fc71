import { z } from 'zod';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';

// What follows a directory change in other domains (an offboarding case opening, say) runs in this job, queued in
// the change's transaction: it survives a restart, and this domain does not import the ones that react to it. A
// change of one person queues a job for them; an HRIS import queues one job per write of up to 2,000 people.

/** What the job calls; the composition root (server/job-registry.ts) gives it. */
export type EmployeeChangedDeps = {
  lifecycle: { onEmployeesChanged(db: Db, tenant: CompanyScope, employeeIds: string[]): Promise<void> };
};

/** The most people one job follows up (an import's write). */
export const MAX_EMPLOYEES_PER_JOB = 2_000;

const zPayload = z.union([
  z.object({ employeeId: z.uuid(), companyId: z.uuid(), livemode: z.boolean() }),
  z.object({
    employeeIds: z.array(z.uuid()).min(1).max(MAX_EMPLOYEES_PER_JOB),
    companyId: z.uuid(),
    livemode: z.boolean(),
  }),
]);

export const employeeChangedJob = defineJob<z.infer<typeof zPayload>, EmployeeChangedDeps>({
  type: 'employee.changed',
  payload: zPayload,
  // Most of an import's people need nothing; those who do each take one short transaction.
  timeoutMs: 10 * 60_000,
  async handle(payload, { db, deps }) {
    const employeeIds = 'employeeIds' in payload ? payload.employeeIds : [payload.employeeId];
    await deps.lifecycle.onEmployeesChanged(db, companyScope(payload.companyId, payload.livemode), employeeIds);
  },
});

/** Queues the reactions to a change of this employee, in the change's transaction. */
export async function announceEmployeeChange(tx: Db, tenant: CompanyScope, employeeId: string) {
  await enqueueJob(tx, employeeChangedJob, {
    employeeId,
    companyId: tenant.companyId,
    livemode: tenant.livemode,
  });
}

/** Queues the reactions to changes of these employees (one write of an import), in the change's transaction. */
export async function announceEmployeeChanges(tx: Db, tenant: CompanyScope, employeeIds: string[]) {
  for (let start = 0; start < employeeIds.length; start += MAX_EMPLOYEES_PER_JOB) {
    await enqueueJob(tx, employeeChangedJob, {
      employeeIds: employeeIds.slice(start, start + MAX_EMPLOYEES_PER_JOB),
      companyId: tenant.companyId,
      livemode: tenant.livemode,
    });
  }
}
