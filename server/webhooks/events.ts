import type { TEventType } from '@/lib/contract/webhooks';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { enqueueJobs } from '../jobs/queue';
import { deliverWebhookJob, deliveryJobOptions } from './delivery-job';
import * as repo from './repo';

/**
 * Records a domain event and queues its delivery to every active endpoint of the tenant subscribed to it. Call it
 * with the transaction of the change that caused the event: the event exists exactly when the change commits.
 */
export async function recordEvent(
  db: Db,
  tenant: CompanyScope,
  type: TEventType,
  data: object,
): Promise<repo.EventRow> {
  const { event, deliveries } = await repo.insertEventWithDeliveries(db, tenant, { type, data });
  await enqueueJobs(
    db,
    deliverWebhookJob,
    deliveries.map((delivery) => ({
      payload: { deliveryId: delivery.id },
      options: deliveryJobOptions(delivery.endpointId, event),
    })),
  );
  return event;
}

/** recordEvent for many events of one tenant, in order, in a few statements (a bulk import's). */
export async function recordEvents(
  db: Db,
  tenant: CompanyScope,
  list: { type: TEventType; data: object }[],
): Promise<repo.EventRow[]> {
  const recorded = await repo.insertEventsWithDeliveries(db, tenant, list);
  await enqueueJobs(
    db,
    deliverWebhookJob,
    recorded.flatMap(({ event, deliveries }) =>
      deliveries.map((delivery) => ({
        payload: { deliveryId: delivery.id },
        options: deliveryJobOptions(delivery.endpointId, event),
      })),
    ),
  );
  return recorded.map(({ event }) => event);
}
