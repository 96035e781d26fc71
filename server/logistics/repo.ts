import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { containsText } from '../db/filters';
import { queryRows } from '../db/client';
import { deviceActions } from '../db/schema';
import type { Tenant } from '../http/authenticate';
import { keysetPage, type PageRequest } from '../http/pagination';

export type DeviceActionRow = typeof deviceActions.$inferSelect;

const ofTenant = (tenant: Tenant) => and(eq(deviceActions.companyId, tenant.companyId), eq(deviceActions.livemode, tenant.livemode));

export type ActionFilters = {
  statuses?: string[];
  actionTypes?: string[];
  serialNumber?: string;
  createdAfter?: string;
  createdBefore?: string;
  companyId?: string;
};

export async function listActions(db: Db, tenant: Tenant | null, filters: ActionFilters, page: PageRequest) {
  const keyset = keysetPage(page, { created_at: deviceActions.createdAt, updated_at: deviceActions.updatedAt }, deviceActions.id);
  const conditions: (SQL | undefined)[] = [
    tenant ? ofTenant(tenant) : undefined,
    filters.statuses?.length ? inArray(deviceActions.status, filters.statuses) : undefined,
    filters.actionTypes?.length ? inArray(deviceActions.actionType, filters.actionTypes) : undefined,
    filters.serialNumber ? containsText(deviceActions.serialNumber, filters.serialNumber) : undefined,
    filters.createdAfter ? gte(deviceActions.createdAt, new Date(filters.createdAfter)) : undefined,
    filters.createdBefore ? lte(deviceActions.createdAt, new Date(filters.createdBefore)) : undefined,
    filters.companyId ? eq(deviceActions.companyId, filters.companyId) : undefined,
  ];
  return db
    .select()
    .from(deviceActions)
    .where(and(...conditions, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** By UUID or by `DA-…` reference; any company's with a null tenant (operators). */
export async function findAction(db: Db, tenant: Tenant | null, idOrReference: string, options: { lock?: boolean } = {}) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrReference);
  const match = isUuid ? eq(deviceActions.id, idOrReference.toLowerCase()) : eq(sql`upper(${deviceActions.actionId})`, idOrReference.toUpperCase());
  const query = db
    .select()
    .from(deviceActions)
    .where(and(tenant ? ofTenant(tenant) : undefined, match));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findActiveAction(db: Db, tenant: Tenant, serialNumber: string) {
  const [row] = await db
    .select({ id: deviceActions.id, actionId: deviceActions.actionId })
    .from(deviceActions)
    .where(and(ofTenant(tenant), eq(sql`lower(${deviceActions.serialNumber})`, serialNumber.toLowerCase()), eq(deviceActions.status, 'In Progress')));
  return row;
}

export async function nextActionNumber(db: Db): Promise<number> {
  const [row] = await queryRows<{ value: string }>(db, sql`select nextval('device_action_number_seq') as value`);
  return Number(row!.value);
}

/** Inserts the action; undefined when the device already has an active action (the unique index said so). */
export async function insertAction(db: Db, values: typeof deviceActions.$inferInsert): Promise<DeviceActionRow | undefined> {
  try {
    return await db.transaction(async (savepoint) => {
      const [row] = await savepoint.insert(deviceActions).values(values).returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'device_actions_one_active_uq')) return undefined;
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23505' && (candidate.constraint === constraint || candidate.message?.includes(constraint))) return true;
  }
  return false;
}

export async function updateAction(db: Db, id: string, patch: Partial<typeof deviceActions.$inferInsert>) {
  await db.update(deviceActions).set({ ...patch, updatedAt: new Date() }).where(eq(deviceActions.id, id));
}

