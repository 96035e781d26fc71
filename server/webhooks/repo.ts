import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Tenant } from '../http/authenticate';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryPatch = Partial<typeof webhookDeliveries.$inferInsert>;

const ofTenant = (tenant: Tenant) => and(eq(webhookEndpoints.companyId, tenant.companyId), eq(webhookEndpoints.livemode, tenant.livemode));

export async function countEndpoints(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db.select({ value: count() }).from(webhookEndpoints).where(ofTenant(tenant));
  return Number(row?.value ?? 0);
}

export async function listEndpoints(db: Db, tenant: Tenant): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).where(ofTenant(tenant)).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(db: Db, tenant: Tenant, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(ofTenant(tenant), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: Db, id: string, patch: Partial<typeof webhookEndpoints.$inferInsert>) {
  const [row] = await db.update(webhookEndpoints).set({ ...patch, updatedAt: new Date() }).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

/** Deletes the endpoint; its deliveries and attempts go with it. */
export async function deleteEndpoint(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  const deleted = await db.delete(webhookEndpoints).where(and(ofTenant(tenant), eq(webhookEndpoints.id, id))).returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

/** Active endpoints of the tenant subscribed to `type` by name or wildcard. */
export async function listSubscribedEndpoints(db: Db, tenant: Tenant, type: string): Promise<EndpointRow[]> {
  const names = [type, `${type.split('.')[0]}.*`, '*'];
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        ofTenant(tenant),
        eq(webhookEndpoints.isActive, true),
        sql`${webhookEndpoints.events} && array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]`,
      ),
    );
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

/** A delivery with its endpoint and event, or undefined once the endpoint is deleted. */
export async function findDeliveryTarget(db: Db, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, event: events })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export async function findDelivery(db: Db, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.id, deliveryId)));
  return row;
}

export async function updateDelivery(db: Db, id: string, patch: DeliveryPatch) {
  await db.update(webhookDeliveries).set({ ...patch, updatedAt: new Date() }).where(eq(webhookDeliveries.id, id));
}

/** Records an attempt and the delivery's state after it, in one statement. */
export async function saveAttempt(db: Db, attempt: typeof webhookAttempts.$inferInsert, patch: DeliveryPatch) {
  const inserted = db.$with('inserted_attempt').as(db.insert(webhookAttempts).values(attempt).returning({ id: webhookAttempts.id }));
  await db
    .with(inserted)
    .update(webhookDeliveries)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(webhookDeliveries.id, attempt.deliveryId));
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
