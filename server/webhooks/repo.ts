import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { insertRows } from '../db/insert-rows';
import { scopeWhere } from '../db/scope';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { CompanyScope, Scope } from '../core/scope';
import * as clock from '../core/clock';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function countEndpoints(db: Db, scope: Scope): Promise<number> {
  const [row] = await db.select({ value: count() }).from(webhookEndpoints).where(scopeWhere(webhookEndpoints, scope));
  return Number(row?.value ?? 0);
}

export async function listEndpoints(db: Db, scope: Scope): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(scopeWhere(webhookEndpoints, scope))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

/**
 * One endpoint of the scope. With `lock`, the row stays locked until the transaction ends, so a concurrent
 * DELETE waits: `key share` for work that only references the endpoint, `update` for work that changes it.
 */
export async function findEndpoint(
  db: Db,
  scope: Scope,
  id: string,
  lock?: 'key share' | 'update',
): Promise<EndpointRow | undefined> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(scopeWhere(webhookEndpoints, scope), eq(webhookEndpoints.id, id)));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: Db, id: string, patch: Partial<typeof webhookEndpoints.$inferInsert>) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** Deletes the endpoint; its deliveries and attempts go with it. */
export async function deleteEndpoint(db: Db, scope: Scope, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(scopeWhere(webhookEndpoints, scope), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/** The subscriptions that match an event type: the type itself, its family's wildcard, and `*`. */
function subscriptionNames(type: string) {
  return sql`array[${sql.join(
    [type, `${type.split('.')[0]}.*`, '*'].map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Inserts an event and one pending delivery per active endpoint of the tenant subscribed to its type (by name or
 * wildcard), in one statement.
 */
export async function insertEventWithDeliveries(
  db: Db,
  tenant: CompanyScope,
  values: Pick<typeof events.$inferInsert, 'type' | 'data'>,
): Promise<{ event: EventRow; deliveries: { id: string; endpointId: string }[] }> {
  const at = clock.now();
  const [row] = await queryRows<{
    id: string;
    seq: string | number;
    deliveries: { id: string; endpoint_id: string }[] | null;
  }>(
    db,
    sql`
      with event as (
        insert into ${events} (company_id, livemode, type, data, created_at)
        values (${tenant.companyId}, ${tenant.livemode}, ${values.type}, ${JSON.stringify(values.data)}::jsonb, ${at.toISOString()}::timestamptz)
        returning id, seq
      ),
      delivery as (
        insert into ${webhookDeliveries} (endpoint_id, event_id, created_at, updated_at)
        select endpoint.id, event.id, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
        from ${webhookEndpoints} endpoint, event
        where endpoint.company_id = ${tenant.companyId} and endpoint.livemode = ${tenant.livemode} and endpoint.is_active
          and endpoint.events && ${subscriptionNames(values.type)}
        returning id, endpoint_id
      )
      select event.id, event.seq, (select json_agg(delivery) from delivery) as deliveries from event`,
  );
  const event: EventRow = {
    id: row!.id,
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    seq: Number(row!.seq),
    type: values.type,
    data: values.data,
    createdAt: at,
  };
  return {
    event,
    deliveries: (row!.deliveries ?? []).map((delivery) => ({ id: delivery.id, endpointId: delivery.endpoint_id })),
  };
}

/**
 * Many events of one tenant in order (their `seq` follows the list), each with one pending delivery per active
 * endpoint subscribed to its type, as insertEventWithDeliveries does for one: a few statements for the whole list.
 */
export async function insertEventsWithDeliveries(
  db: Db,
  tenant: CompanyScope,
  values: Pick<typeof events.$inferInsert, 'type' | 'data'>[],
): Promise<{ event: EventRow; deliveries: { id: string; endpointId: string }[] }[]> {
  if (values.length === 0) return [];
  const at = clock.now();
  const inserted = await insertRows(
    db,
    events,
    values.map(({ type, data }) => ({
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      type,
      data,
      createdAt: at,
    })),
    // The data is the one given: not read back (100,000 employees' JSON for an HRIS import).
    ['id', 'companyId', 'livemode', 'type', 'createdAt', 'seq'],
  );
  const endpoints = await db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, tenant.companyId),
        eq(webhookEndpoints.livemode, tenant.livemode),
        eq(webhookEndpoints.isActive, true),
      ),
    );
  const wanted = inserted.flatMap((event) => {
    const names = [event.type, `${event.type.split('.')[0]}.*`, '*'];
    return endpoints
      .filter((endpoint) => endpoint.events.some((name) => names.includes(name)))
      .map((endpoint) => ({ endpointId: endpoint.id, eventId: event.id, createdAt: at, updatedAt: at }));
  });
  const deliveries = await insertRows(db, webhookDeliveries, wanted);
  const byEvent = new Map<string, { id: string; endpointId: string }[]>();
  for (const delivery of deliveries) {
    const list = byEvent.get(delivery.eventId) ?? [];
    list.push({ id: delivery.id, endpointId: delivery.endpointId });
    byEvent.set(delivery.eventId, list);
  }
  return inserted.map((row, index) => ({
    event: { ...row, data: values[index]!.data },
    deliveries: byEvent.get(row.id) ?? [],
  }));
}

export async function insertEvent(db: Db, values: typeof events.$inferInsert): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function insertDeliveries(db: Db, eventId: string, endpointIds: string[]): Promise<DeliveryRow[]> {
  if (endpointIds.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ endpointId, eventId })))
    .returning();
}

/** Deliveries with their endpoint and event; a delivery whose endpoint was deleted is missing. */
export async function findDeliveryTargets(db: Db, deliveryIds: string[]) {
  return db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: events })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(inArray(webhookDeliveries.id, deliveryIds));
}

export type DeliveryTarget = Awaited<ReturnType<typeof findDeliveryTargets>>[number];

export async function findDelivery(db: Db, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

export async function updateDelivery(db: Db, id: string, patch: Partial<typeof webhookDeliveries.$inferInsert>) {
  await db
    .update(webhookDeliveries)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(webhookDeliveries.id, id));
}

/** An attempt, and the delivery's state after it. */
export type AttemptRecord = {
  deliveryId: string;
  attempt: number;
  responseStatus: number | null;
  latencyMs: number;
  error: string | null;
  responseBody: string | null;
  status: DeliveryRow['status'];
  nextAttemptAt: Date | null;
};

/**
 * Records attempts and the state of their deliveries after them, all in one statement. A delivery deleted meanwhile
 * (its endpoint was) is left out rather than failing the statement, and with it the other deliveries it was saved
 * with, whose jobs would then be retried and sent twice: the attempts are inserted for the deliveries the update
 * found (and locked, so that a DELETE waits for this statement).
 */
export async function saveAttempts(db: Db, records: AttemptRecord[]) {
  const at = clock.now().toISOString();
  const rows = records.map((record) => ({
    delivery_id: record.deliveryId,
    attempt: record.attempt,
    response_status: record.responseStatus,
    latency_ms: record.latencyMs,
    error: record.error,
    response_body: record.responseBody,
    status: record.status,
    next_attempt_at: record.nextAttemptAt?.toISOString() ?? null,
  }));
  // The id list lets the planner see how few rows change, and look them up by key.
  const ids = sql.join(
    records.map((record) => sql`${record.deliveryId}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    with saved as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as saved(
        delivery_id uuid, attempt integer, response_status integer, latency_ms integer, error text, response_body text,
        status text, next_attempt_at timestamptz)
    ),
    updated as (
      update ${webhookDeliveries} delivery set
        status = saved.status, attempts = saved.attempt, last_response_status = saved.response_status,
        last_error = saved.error, latency_ms = saved.latency_ms, next_attempt_at = saved.next_attempt_at,
        updated_at = ${at}::timestamptz
      from saved
      where delivery.id = saved.delivery_id and delivery.id in (${ids})
      returning delivery.id
    )
    insert into ${webhookAttempts} (delivery_id, attempt, response_status, latency_ms, error, response_body, created_at)
    select saved.delivery_id, saved.attempt, saved.response_status, saved.latency_ms, saved.error, saved.response_body,
      ${at}::timestamptz
    from saved join updated on updated.id = saved.delivery_id`);
}

export async function listRecentDeliveries(db: Db, endpointId: string, limit: number) {
  return db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}
