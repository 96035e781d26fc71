import { z } from 'zod';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';

// The steps of an onboarding case that fall due on a day: it opens (`open`), the hire's time to choose ends
// (`deadline`), and the day after the start date the case is checked for lateness (`late`). Each step checks the case
// as it then is, so a job for a day that moved finds nothing to do.

const STEPS = ['open', 'deadline', 'late'] as const;
export type OnboardingStep = (typeof STEPS)[number];

/** What the job calls; the composition root (server/job-registry.ts) gives it, with the hire's link builder. */
export type OnboardingDueDeps = {
  onboarding: { runStep(db: Db, tenant: CompanyScope, caseId: string, step: OnboardingStep): Promise<void> };
};

const zPayload = z.object({ caseId: z.uuid(), companyId: z.uuid(), livemode: z.boolean(), step: z.enum(STEPS) });

export const onboardingDueJob = defineJob<z.infer<typeof zPayload>, OnboardingDueDeps>({
  type: 'onboarding.due',
  payload: zPayload,
  async handle({ caseId, companyId, livemode, step }, { db, deps }) {
    await deps.onboarding.runStep(db, companyScope(companyId, livemode), caseId, step);
  },
});

/** Queues a step of the case for the start of `day` (UTC), in the caller's transaction. */
export async function scheduleStep(tx: Db, tenant: CompanyScope, caseId: string, step: OnboardingStep, day: string) {
  await enqueueJob(
    tx,
    onboardingDueJob,
    { caseId, companyId: tenant.companyId, livemode: tenant.livemode, step },
    { runAt: new Date(`${day}T00:00:00.000Z`) },
  );
}
