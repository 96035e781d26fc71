import { z } from 'zod';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';

// What follows a directory change in other domains (an offboarding case opening, say) runs in this job, queued in
// the change's transaction: it survives a restart, and this domain does not import the ones that react to it.

/** What the job calls; the composition root (server/job-registry.ts) gives it. */
export type EmployeeChangedDeps = {
  lifecycle: { onEmployeeChanged(db: Db, tenant: CompanyScope, employeeId: string): Promise<void> };
};

const zPayload = z.object({ employeeId: z.uuid(), companyId: z.uuid(), livemode: z.boolean() });

export const employeeChangedJob = defineJob<z.infer<typeof zPayload>, EmployeeChangedDeps>({
  type: 'employee.changed',
  payload: zPayload,
  async handle({ employeeId, companyId, livemode }, { db, deps }) {
    await deps.lifecycle.onEmployeeChanged(db, companyScope(companyId, livemode), employeeId);
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
