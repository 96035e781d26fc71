import { z } from 'zod';
import { webhookDeliveries, webhookLatency } from '../core/metrics';
import { Batcher } from '../db/batcher';
import type { Db } from '../db/client';
import { defineJob, type JobContext } from '../jobs/define';
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
 * The delivery job's reads and writes, shared by the deliveries in flight in this worker: targets are loaded and
 * attempts saved in batches (see Batcher), so a burst costs a few statements per batch rather than per delivery.
 */
export class DeliveryStore {
  private readonly targets: Batcher<string, repo.DeliveryTarget | undefined>;
  private readonly attempts: Batcher<repo.AttemptRecord>;

  constructor(db: Db) {
    this.targets = new Batcher('webhook-targets', async (ids) => {
      const byId = new Map((await repo.findDeliveryTargets(db, ids)).map((target) => [target.delivery.id, target]));
      return ids.map((id) => byId.get(id));
    });
    this.attempts = new Batcher('webhook-attempts', async (records) => {
      await repo.saveAttempts(db, records);
      return records.map(() => undefined);
    });
  }

  /** The delivery with its endpoint and event, or undefined once the endpoint is deleted. */
  findTarget(deliveryId: string) {
    return this.targets.add(deliveryId);
  }

  saveAttempt(record: repo.AttemptRecord) {
    return this.attempts.add(record);
  }
}

export type DeliveryJobDeps = {
  webhooks: WebhookRuntime;
  /** The delivery job's batched reads and writes. */
  deliveries: DeliveryStore;
};

/**
 * One attempt of one delivery. Jobs are grouped by endpoint, so a slow endpoint holds a few worker slots at most.
 * A failed attempt schedules the next one as a new job after the delay of the retry schedule
 * (WEBHOOK_RETRY_SCHEDULE), so the delivery record always says when it will be tried again.
 */
export const deliverWebhookJob = defineJob({
  type: 'webhook.deliver',
  payload: z.object({ deliveryId: z.uuid() }),
  // Above WEBHOOK_TIMEOUT (at most 15 s), which bounds the whole send; the lease (this plus 5 s) is also how soon a
  // crashed worker's deliveries are taken over. The job's signal stops a send that would outlive the job.
  timeoutMs: 20_000,
  async handle({ deliveryId }, { db, deps, signal }: JobContext<DeliveryJobDeps>) {
    const target = await deps.deliveries.findTarget(deliveryId);
    // Deleted with its endpoint, or already settled (a redelivered job may race a late one).
    if (!target || target.delivery.status !== 'pending') return;
    if (!target.endpoint.isActive) {
      await repo.updateDelivery(db, deliveryId, {
        status: 'failed',
        lastError: 'endpoint is disabled',
        nextAttemptAt: null,
      });
      return;
    }
    const result = await sendEvent(deps.webhooks, target.endpoint, target.event, signal);
    await recordAttempt(db, { runtime: deps.webhooks, target, result, store: deps.deliveries });
  },
});

/** What an attempt changes besides being recorded: the delivery's state, maybe the endpoint's health, maybe a retry. */
type Outcome = {
  delivery: Pick<repo.AttemptRecord, 'status' | 'nextAttemptAt'>;
  endpoint?: Partial<repo.EndpointRow>;
  retryAt?: Date;
};

/**
 * Stores the attempt and its outcome: success, the next retry, a failed delivery, or a disabled endpoint. A test
 * send (`isTest`) is recorded but never retried and never changes the endpoint's health. The usual case, a success
 * to a healthy endpoint, is one statement, shared with other deliveries when a `store` is given.
 */
export type AttemptOutcome = {
  runtime: WebhookRuntime;
  target: repo.DeliveryTarget;
  result: SendResult;
  isTest?: boolean;
  /** Shares the statement with other deliveries in flight (the worker's). */
  store?: DeliveryStore;
};

export async function recordAttempt(db: Db, { runtime, target, result, ...options }: AttemptOutcome) {
  const { delivery, endpoint } = target;
  const attempt = delivery.attempts + 1;
  const outcome = decideOutcome(runtime, endpoint, attempt, result, options.isTest ?? false);
  if (!options.isTest) recordAttemptMetrics(outcome.delivery.status, result.latencyMs);
  const record: repo.AttemptRecord = {
    deliveryId: delivery.id,
    attempt,
    responseStatus: result.status,
    latencyMs: result.latencyMs,
    error: result.error,
    responseBody: result.responseBody,
    ...outcome.delivery,
  };
  if (!outcome.endpoint && !outcome.retryAt) {
    await (options.store ? options.store.saveAttempt(record) : repo.saveAttempts(db, [record]));
    return;
  }
  await db.transaction(async (tx) => {
    await repo.saveAttempts(tx, [record]);
    if (outcome.endpoint) await repo.updateEndpoint(tx, endpoint.id, outcome.endpoint);
    if (outcome.retryAt) {
      await enqueueJob(
        tx,
        deliverWebhookJob,
        { deliveryId: delivery.id },
        { runAt: outcome.retryAt, ...deliveryJobOptions(endpoint.id, target.event) },
      );
    }
  });
}

function decideOutcome(
  runtime: WebhookRuntime,
  endpoint: repo.EndpointRow,
  attempt: number,
  result: SendResult,
  isTest: boolean,
): Outcome {
  const failed = { status: 'failed', nextAttemptAt: null } as const;
  if (result.ok) {
    return {
      delivery: { status: 'succeeded', nextAttemptAt: null },
      ...(endpoint.failingSince && !isTest ? { endpoint: { failingSince: null } } : {}),
    };
  }
  if (isTest) return { delivery: failed };
  const now = new Date();
  const failingSince = endpoint.failingSince ?? now;
  const disableReason =
    result.status === 410
      ? 'The endpoint answered 410 Gone.'
      : now.getTime() - failingSince.getTime() >= runtime.disableAfterMs
        ? `Every delivery failed since ${failingSince.toISOString()}.`
        : null;
  if (disableReason)
    return { delivery: failed, endpoint: { isActive: false, disabledReason: disableReason, failingSince } };
  const startsFailing = endpoint.failingSince ? {} : { endpoint: { failingSince } };
  const delayMs = runtime.retryScheduleMs[attempt - 1];
  if (delayMs === undefined) return { delivery: failed, ...startsFailing };
  const retryAt = new Date(now.getTime() + delayMs);
  return { delivery: { status: 'pending', nextAttemptAt: retryAt }, ...startsFailing, retryAt };
}

const OUTCOME_LABELS = { succeeded: 'succeeded', pending: 'retrying', failed: 'failed' } as const;

function recordAttemptMetrics(status: keyof typeof OUTCOME_LABELS, latencyMs: number) {
  const outcome = OUTCOME_LABELS[status];
  webhookDeliveries.inc({ outcome });
  webhookLatency.observe({ outcome }, latencyMs / 1000);
}
