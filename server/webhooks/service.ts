import type {
  TCreateWebhookRequest,
  TUpdateWebhookRequest,
  TWebhookDelivery,
  TWebhookEndpoint,
} from '@/lib/contract/webhooks';
import { MAX_WEBHOOK_ENDPOINTS } from '@/lib/contract/webhooks';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError, notFound, validationError } from '../core/errors';
import { enqueueJob } from '../jobs/queue';
import { deliverWebhookJob, deliveryJobOptions, recordAttempt } from './delivery-job';
import * as repo from './repo';
import type { WebhookRuntime } from './runtime';
import { sendEvent } from './send';
import { generateWebhookSecret } from './signing';
import { findUrlProblem } from '@/lib/contract/urls';
import { checkWebhookUrl } from './ssrf';

const ROTATION_OVERLAP_MS = 24 * 3_600_000;
export const RECENT_DELIVERIES = 20;

export function toEndpoint(row: repo.EndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    is_active: row.isActive,
    disabled_reason: row.disabledReason,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDelivery({
  delivery,
  eventType,
}: {
  delivery: repo.DeliveryRow;
  eventType: string;
}): TWebhookDelivery {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    last_response_status: delivery.lastResponseStatus,
    last_error: delivery.lastError,
    latency_ms: delivery.latencyMs,
    next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
    created_at: delivery.createdAt.toISOString(),
    updated_at: delivery.updatedAt.toISOString(),
  };
}

/**
 * Refuses URLs that parsers read differently (the contract does too; this holds for every caller), that are not https
 * (unless allow-listed) or that resolve to private addresses; returns the URL normalised, as it is stored and shown.
 */
async function usableUrl(runtime: WebhookRuntime, url: string): Promise<string> {
  const problem = findUrlProblem(url, ['https', 'http']);
  if (problem) throw validationError('url', problem);
  const check = await checkWebhookUrl(url, { allowList: runtime.allowList, lookup: runtime.lookup });
  if (!check.ok) throw validationError('url', check.reason);
  return check.url.href;
}

export async function listEndpoints(db: Db, tenant: CompanyScope) {
  return repo.listEndpoints(db, tenant);
}

export async function getEndpointOrThrow(db: Db, tenant: CompanyScope, id: string, lock?: 'key share' | 'update') {
  const row = await repo.findEndpoint(db, tenant, id, lock);
  if (!row) throw notFound('webhook endpoint', id);
  return row;
}

export async function createEndpoint(
  db: Db,
  runtime: WebhookRuntime,
  tenant: CompanyScope,
  input: TCreateWebhookRequest,
) {
  const url = await usableUrl(runtime, input.url);
  if ((await repo.countEndpoints(db, tenant)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new ApiError(
      'CONFLICT',
      `A company can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints${tenant.livemode ? '' : ' in the sandbox'}. Delete one, or subscribe an existing endpoint to more events.`,
      { limit: MAX_WEBHOOK_ENDPOINTS },
    );
  }
  const secret = generateWebhookSecret();
  const row = await repo.insertEndpoint(db, {
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    url,
    events: input.events,
    description: input.description ?? null,
    secretSealed: runtime.secretBox.seal(secret),
  });
  return { row, secret };
}

export type EndpointUpdate = {
  runtime: WebhookRuntime;
  tenant: CompanyScope;
  id: string;
  input: TUpdateWebhookRequest;
};

export async function updateEndpoint(db: Db, { runtime, tenant, id, input }: EndpointUpdate) {
  const current = await getEndpointOrThrow(db, tenant, id, 'update');
  const url = input.url === undefined ? undefined : await usableUrl(runtime, input.url);
  const secret = input.rotate_secret ? generateWebhookSecret() : undefined;
  const row = await repo.updateEndpoint(db, id, {
    url,
    events: input.events,
    description: input.description,
    ...(input.is_active === undefined
      ? {}
      : input.is_active
        ? { isActive: true, disabledReason: null, failingSince: null }
        : { isActive: false, disabledReason: null }),
    ...(secret
      ? {
          secretSealed: runtime.secretBox.seal(secret),
          previousSecretSealed: current.secretSealed,
          previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
        }
      : {}),
  });
  return { row: row!, secret };
}

export async function deleteEndpointOrThrow(db: Db, tenant: CompanyScope, id: string) {
  if (!(await repo.deleteEndpoint(db, tenant, id))) throw notFound('webhook endpoint', id);
}

export async function listRecentDeliveries(db: Db, endpointId: string) {
  return (await repo.listRecentDeliveries(db, endpointId, RECENT_DELIVERIES)).map(toDelivery);
}

/** Sends a `webhook.test` event to the endpoint now and reports how it went. */
export async function testEndpoint(db: Db, runtime: WebhookRuntime, tenant: CompanyScope, id: string) {
  // Locked so that a DELETE of the endpoint at the same moment waits for the test instead of breaking it.
  const endpoint = await getEndpointOrThrow(db, tenant, id, 'key share');
  const event = await repo.insertEvent(db, {
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    type: 'webhook.test',
    data: { endpoint_id: endpoint.id, message: 'This is a test event from Loadout.' },
  });
  const [delivery] = await repo.insertDeliveries(db, event.id, [endpoint.id]);
  const result = await sendEvent(runtime, endpoint, event);
  await recordAttempt(db, { runtime, target: { delivery: delivery!, endpoint, event }, result, isTest: true });
  return {
    delivered: result.ok,
    response_status: result.status,
    latency_ms: result.latencyMs,
    error: result.error,
    delivery_id: delivery!.id,
  };
}

/** Queues a delivery again, whatever its state; the event keeps its id, so receivers can tell it is the same. */
export async function retryDelivery(db: Db, tenant: CompanyScope, endpointId: string, deliveryId: string) {
  const endpoint = await getEndpointOrThrow(db, tenant, endpointId, 'key share');
  const found = await repo.findDelivery(db, endpoint.id, deliveryId);
  if (!found) throw notFound('delivery', deliveryId);
  if (!endpoint.isActive) {
    throw new ApiError(
      'CONFLICT',
      'This endpoint is disabled. Enable it (PATCH is_active: true) before retrying deliveries.',
    );
  }
  await repo.updateDelivery(db, deliveryId, { status: 'pending', nextAttemptAt: new Date() });
  const [target] = await repo.findDeliveryTargets(db, [deliveryId]);
  await enqueueJob(db, deliverWebhookJob, { deliveryId }, deliveryJobOptions(endpoint.id, target!.event));
  const updated = await repo.findDelivery(db, endpoint.id, deliveryId);
  return toDelivery(updated!);
}
