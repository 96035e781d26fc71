import { z } from 'zod';
import type { Db } from '../db/client';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import * as repo from './repo';
import type { WebhookRuntime } from './runtime';
import { sendEvent, type SendResult } from './send';

/**
 * Job options of a delivery: grouped by endpoint (a slow endpoint holds a few worker slots at most), and ordered per
 * endpoint and object, so that the events of one quote reach an endpoint in the order they happened.
 */
export function deliveryJobOptions(endpointId: string, event: repo.EventRow) {
  const objectId = (event.data as { id?: unknown }).id;
  return {
    groupKey: endpointId,
    order: { key: `${endpointId}:${typeof objectId === 'string' ? objectId : event.id}`, seq: event.seq },
  };
}

/**
 * One attempt of one delivery. Jobs are grouped by endpoint, so a slow endpoint holds a few worker slots at most. A failed attempt schedules the next one as a new job after the delay of the retry
 * schedule (WEBHOOK_RETRY_SCHEDULE), so the delivery record always says when it will be tried again.
 */
export const deliverWebhookJob = defineJob({
  type: 'webhook.deliver',
  payload: z.object({ deliveryId: z.uuid() }),
  // Above the 15 s request timeout; also how soon a crashed worker's deliveries are taken over (plus 5 s).
  timeoutMs: 20_000,
  async handle({ deliveryId }, { db, deps }) {
    const target = await repo.findDeliveryTarget(db, deliveryId);
    // Deleted with its endpoint, or already settled (a redelivered job may race a late one).
    if (!target || target.delivery.status !== 'pending') return;
    if (!target.endpoint.isActive) {
      await repo.updateDelivery(db, deliveryId, { status: 'failed', lastError: 'endpoint is disabled', nextAttemptAt: null });
      return;
    }
    const result = await sendEvent(deps.webhooks, target.endpoint, target.event);
    await recordAttempt(db, deps.webhooks, target, result);
  },
});

type Target = NonNullable<Awaited<ReturnType<typeof repo.findDeliveryTarget>>>;

/**
 * Stores the attempt and its outcome: success, the next retry, a failed delivery, or a disabled endpoint. A test
 * send (`isTest`) is recorded but never retried and never changes the endpoint's health.
 */
export async function recordAttempt(db: Db, runtime: WebhookRuntime, target: Target, result: SendResult, options: { isTest?: boolean } = {}) {
  const { delivery, endpoint } = target;
  const attempt = delivery.attempts + 1;
  const now = new Date();
  await db.transaction(async (tx) => {
    await repo.insertAttempt(tx, {
      deliveryId: delivery.id,
      attempt,
      responseStatus: result.status,
      latencyMs: result.latencyMs,
      error: result.error,
      responseBody: result.responseBody,
    });
    const outcome = { attempts: attempt, lastResponseStatus: result.status, lastError: result.error, latencyMs: result.latencyMs };
    if (result.ok) {
      await repo.updateDelivery(tx, delivery.id, { ...outcome, status: 'succeeded', nextAttemptAt: null });
      if (endpoint.failingSince && !options.isTest) await repo.updateEndpoint(tx, endpoint.id, { failingSince: null });
      return;
    }
    if (options.isTest) {
      await repo.updateDelivery(tx, delivery.id, { ...outcome, status: 'failed', nextAttemptAt: null });
      return;
    }
    const failingSince = endpoint.failingSince ?? now;
    const disableReason =
      result.status === 410
        ? 'The endpoint answered 410 Gone.'
        : now.getTime() - failingSince.getTime() >= runtime.disableAfterMs
          ? `Every delivery failed since ${failingSince.toISOString()}.`
          : null;
    if (disableReason) {
      await repo.updateEndpoint(tx, endpoint.id, { isActive: false, disabledReason: disableReason, failingSince });
      await repo.updateDelivery(tx, delivery.id, { ...outcome, status: 'failed', nextAttemptAt: null });
      return;
    }
    if (!endpoint.failingSince) await repo.updateEndpoint(tx, endpoint.id, { failingSince });
    const delayMs = runtime.retryScheduleMs[attempt - 1];
    if (delayMs === undefined) {
      await repo.updateDelivery(tx, delivery.id, { ...outcome, status: 'failed', nextAttemptAt: null });
      return;
    }
    const nextAttemptAt = new Date(now.getTime() + delayMs);
    await repo.updateDelivery(tx, delivery.id, { ...outcome, nextAttemptAt });
    await enqueueJob(tx, deliverWebhookJob, { deliveryId: delivery.id }, { runAt: nextAttemptAt, ...deliveryJobOptions(endpoint.id, target.event) });
  });
}
