import { z } from 'zod';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';

// A delivery to a quote's recipient may finish work in other domains (a hire's onboarding case waiting for their
// equipment). This job, queued in the delivery's transaction, tells them; this domain does not import them.

/** What the job calls; the composition root (server/job-registry.ts) gives it. */
export type QuoteDeliveredDeps = {
  lifecycle: { onQuoteDelivered(db: Db, tenant: CompanyScope, quoteId: string): Promise<void> };
};

const zPayload = z.object({ quoteId: z.uuid(), companyId: z.uuid(), livemode: z.boolean() });

export const quoteDeliveredJob = defineJob<z.infer<typeof zPayload>, QuoteDeliveredDeps>({
  type: 'quote.delivered',
  payload: zPayload,
  async handle({ quoteId, companyId, livemode }, { db, deps }) {
    await deps.lifecycle.onQuoteDelivered(db, companyScope(companyId, livemode), quoteId);
  },
});

export async function announceDelivery(tx: Db, tenant: CompanyScope, quoteId: string) {
  await enqueueJob(tx, quoteDeliveredJob, { quoteId, companyId: tenant.companyId, livemode: tenant.livemode });
}
