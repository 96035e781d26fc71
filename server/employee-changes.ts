import type { Db } from './db/client';
import type { CompanyScope } from './core/scope';
import { Batcher } from './db/batcher';
import { jobSource } from './audit/actor';
import { audited } from './audit/record';
import { findEmployees } from './employees/service';
import * as offboarding from './offboarding/service';
import * as onboarding from './onboarding/service';

// What follows a directory change in the lifecycle domains (server/employees/changed-job.ts), beside job-registry.ts
// because it joins two domains. Most changes need nothing (a new hire who started long ago, a new job title), and an
// HRIS import changes 100,000 people at a time: the people of the jobs that run together (and of one import's job)
// find out which of them have work in three statements per 200, and only those run the domains' checks, each in one
// audited transaction.

type Change = { tenant: CompanyScope; employeeId: string };

/** Per change, whether offboarding or onboarding may have work for it; a person not found goes on (and is reported). */
async function reviewChanges(db: Db, changes: Change[]): Promise<boolean[]> {
  const byTenant = new Map<string, { tenant: CompanyScope; ids: string[] }>();
  for (const { tenant, employeeId } of changes) {
    const key = `${tenant.companyId}:${tenant.livemode}`;
    const group = byTenant.get(key) ?? { tenant, ids: [] };
    group.ids.push(employeeId);
    byTenant.set(key, group);
  }
  const needed = new Set<string>();
  for (const { tenant, ids } of byTenant.values()) {
    const people = await findEmployees(db, tenant, ids);
    for (const id of ids) if (!people.has(id)) needed.add(id);
    for (const review of [offboarding.needingCaseReview, onboarding.needingCaseReview]) {
      for (const id of await review(db, tenant, [...people.values()])) needed.add(id);
    }
  }
  return changes.map(({ employeeId }) => needed.has(employeeId));
}

/** The `lifecycle.onEmployeesChanged` of the job deps: the batched review, then the domains' checks where needed. */
export function createEmployeeChangeFollowUp(db: Db, links: onboarding.OnboardingLinks) {
  const review = new Batcher<Change, boolean>('employee-changes', (changes) => reviewChanges(db, changes));
  const subject = { action: 'employee.changed', objectType: null, objectId: null, requestId: null };
  return async (jobDb: Db, tenant: CompanyScope, employeeIds: string[]) => {
    const needed = await Promise.all(employeeIds.map((employeeId) => review.add({ tenant, employeeId })));
    for (const [index, employeeId] of employeeIds.entries()) {
      if (!needed[index]) continue;
      // As auditedJob runs a job: one transaction whose changes leave an event by the job.
      await audited(jobDb, jobSource('employee.changed'), subject, null, async (tx) => {
        await offboarding.onEmployeeChanged(tx, tenant, employeeId);
        await onboarding.onEmployeeChanged(tx, tenant, employeeId, links);
      });
    }
  };
}
