import { z } from 'zod';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';

// A device action that completed or was cancelled may finish work in other domains (an offboarding case waiting
// for its devices). This job, queued in the action's transaction, tells them; this domain does not import them.

export type ActionOutcome = { status: 'Completed' | 'Cancelled'; reference: string; note: string | null };

/** What the job calls; the composition root (server/job-registry.ts) gives it. */
export type ActionSettledDeps = {
  lifecycle: {
    onActionSettled(db: Db, tenant: CompanyScope, actionId: string, outcome: ActionOutcome): Promise<void>;
  };
};

const zPayload = z.object({
  actionId: z.uuid(),
  companyId: z.uuid(),
  livemode: z.boolean(),
  outcome: z.object({
    status: z.enum(['Completed', 'Cancelled']),
    reference: z.string(),
    note: z.string().nullable(),
  }),
});

export const actionSettledJob = defineJob<z.infer<typeof zPayload>, ActionSettledDeps>({
  type: 'device_action.settled',
  payload: zPayload,
  async handle({ actionId, companyId, livemode, outcome }, { db, deps }) {
    await deps.lifecycle.onActionSettled(db, companyScope(companyId, livemode), actionId, outcome);
  },
});

export async function announceActionSettled(tx: Db, tenant: CompanyScope, actionId: string, outcome: ActionOutcome) {
  await enqueueJob(tx, actionSettledJob, {
    actionId,
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    outcome,
  });
}
