import { z } from 'zod';
import type { Db } from '../db/client';
import { companyScope, type CompanyScope } from '../core/scope';
import { defineJob, type JobContext } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import * as logistics from '../logistics/fulfil';
import { findActionRow } from '../logistics/service';
import * as quoteSteps from '../quotes/fulfil';
import { findQuoteWithParts } from '../quotes/service';
import { priceQuote } from './price-quote';

/** An autopilot stops watching an object after this many steps (a quote left undecided for hours). */
const MAX_STEPS = 2_000;

const zPayload = z.object({
  kind: z.enum(['quote', 'device_action']),
  id: z.uuid(),
  companyId: z.uuid(),
  step: z.number().int().default(0),
});
type Payload = z.infer<typeof zPayload>;

/** Starts the autopilot of a sandbox quote or device action, in the transaction that created it. */
export async function startAutopilot(db: Db, tenant: CompanyScope, target: { kind: Payload['kind']; id: string }) {
  await enqueueJob(db, autopilotJob, { ...target, companyId: tenant.companyId, step: 0 });
}

const trackingFor = (id: string) => ({
  tracking_code: `SANDBOX-${id.slice(0, 8).toUpperCase()}`,
  tracking_link: `https://tracking.example/sandbox/${id}`,
});

/** One step of what staff would do next. Returns false once there is nothing left to do. */
async function stepQuote(db: Db, tenant: CompanyScope, id: string): Promise<boolean> {
  const found = await findQuoteWithParts(db, tenant, id);
  if (!found) return false;
  const { quote, items, recipients } = found;
  if (quote.status === 'Pending Review') {
    await priceQuote(db, tenant, id);
    return true;
  }
  if (quote.status === 'Quoted') return true; // waiting for the client's decision
  if (quote.status !== 'Approved' && quote.status !== 'In Progress') return false;
  const shipping = recipients.filter((recipient) =>
    items.some((item) => item.id === recipient.itemId && item.selectedType),
  );
  const ordered = shipping.find((recipient) => recipient.status === 'Ordered');
  if (ordered) {
    await quoteSteps.addTracking(db, { scope: tenant, quoteId: id, recipientId: ordered.id }, trackingFor(ordered.id));
    return true;
  }
  const shipped = shipping.find((recipient) => recipient.status === 'Shipped');
  if (shipped) {
    await quoteSteps.markDelivered(db, { scope: tenant, quoteId: id, recipientId: shipped.id });
    return true;
  }
  return false;
}

async function stepAction(db: Db, tenant: CompanyScope, id: string): Promise<boolean> {
  const action = await findActionRow(db, tenant, id);
  if (!action || action.status !== 'In Progress') return false;
  if (!action.trackingCode) {
    await logistics.addTracking(db, tenant, id, trackingFor(id));
    return true;
  }
  await logistics.completeAction(db, tenant, id, { wipe_completed: action.wipe });
  return false;
}

export type AutopilotJobDeps = { sandbox: { autopilotStepMs: number } };

/**
 * The sandbox autopilot of test keys created with `autopilot: true`: prices, ships and delivers sandbox quotes and
 * tracks and completes sandbox device actions, one step per SANDBOX_AUTOPILOT_STEP, through the same service code
 * (and so the same events) as the operator API.
 */
export const autopilotJob = defineJob({
  type: 'sandbox.autopilot',
  payload: zPayload,
  async handle(payload, { db, deps }: JobContext<AutopilotJobDeps>) {
    const tenant = companyScope(payload.companyId, false);
    await db.transaction(async (tx) => {
      // The first run only waits a step, so the object is seen in its first state.
      const more =
        payload.step === 0 ||
        (payload.kind === 'quote' ? await stepQuote(tx, tenant, payload.id) : await stepAction(tx, tenant, payload.id));
      if (more && payload.step < MAX_STEPS) {
        await enqueueJob(
          tx,
          autopilotJob,
          { ...payload, step: payload.step + 1 },
          { runAt: new Date(Date.now() + deps.sandbox.autopilotStepMs) },
        );
      }
    });
  },
});
