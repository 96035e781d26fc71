import { and, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TWebhookHealth, ZWebhookHealthQuery } from '@/lib/contract/operations';
import type { Db } from '../db/client';
import { companies, events, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { keysetPage, pageOf } from '../db/pagination';

type HealthQuery = z.infer<typeof ZWebhookHealthQuery>;

const RECENT_FAILURES = 5;

const STATE_FILTERS: Record<HealthQuery['state'], SQL | undefined> = {
  unhealthy: or(eq(webhookEndpoints.isActive, false), isNotNull(webhookEndpoints.failingSince)),
  failing: and(eq(webhookEndpoints.isActive, true), isNotNull(webhookEndpoints.failingSince)),
  disabled: eq(webhookEndpoints.isActive, false),
  all: undefined,
};

/** Webhook endpoints across companies with their recent failed deliveries, most recently changed first. */
export async function listWebhookHealth(db: Db, query: HealthQuery) {
  const { state, ...page } = query;
  const request = { ...page, sort: '-updated_at' };
  const keyset = keysetPage(request, { updated_at: webhookEndpoints.updatedAt }, webhookEndpoints.id);
  const rows = await db
    .select({ endpoint: webhookEndpoints, companyName: companies.name })
    .from(webhookEndpoints)
    .innerJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .where(and(keyset.where, STATE_FILTERS[state]))
    .orderBy(desc(webhookEndpoints.updatedAt), desc(webhookEndpoints.id))
    .limit(keyset.limit);
  const paged = pageOf(
    rows.map((row) => ({ ...row.endpoint, companyName: row.companyName })),
    request,
    (row) => row.updatedAt,
  );
  const failures = await recentFailures(
    db,
    paged.data.map((row) => row.id),
  );
  const data: TWebhookHealth[] = paged.data.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    livemode: row.livemode,
    url: row.url,
    is_active: row.isActive,
    disabled_reason: row.disabledReason,
    failing_since: row.failingSince?.toISOString() ?? null,
    recent_failures: failures.get(row.id) ?? [],
  }));
  return { data, meta: paged.meta };
}

async function recentFailures(db: Db, endpointIds: string[]) {
  const byEndpoint = new Map<string, TWebhookHealth['recent_failures']>();
  if (endpointIds.length === 0) return byEndpoint;
  // Per endpoint, the newest deliveries that failed for good or wait for a retry (a handful per page of endpoints; trimmed below).
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(
      and(
        inArray(webhookDeliveries.endpointId, endpointIds),
        or(
          eq(webhookDeliveries.status, 'failed'),
          and(eq(webhookDeliveries.status, 'pending'), isNotNull(webhookDeliveries.lastError)),
        ),
      ),
    )
    .orderBy(desc(webhookDeliveries.updatedAt))
    .limit(endpointIds.length * RECENT_FAILURES * 4);
  for (const { delivery, eventType } of rows) {
    const list = byEndpoint.get(delivery.endpointId) ?? [];
    if (list.length >= RECENT_FAILURES) continue;
    list.push({
      delivery_id: delivery.id,
      status: delivery.status === 'failed' ? 'failed' : 'retrying',
      event_type: eventType,
      attempts: delivery.attempts,
      last_response_status: delivery.lastResponseStatus,
      last_error: delivery.lastError,
      updated_at: delivery.updatedAt.toISOString(),
    });
    byEndpoint.set(delivery.endpointId, list);
  }
  return byEndpoint;
}
