import { and, asc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { EVENT_RETENTION_DAYS } from '@/lib/contract/events';
import { queryRows, type Db } from '../db/client';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import { events } from '../db/schema';
import type { CompanyScope } from '../core/scope';

export type EventRow = typeof events.$inferSelect;

const DAY_MS = 86_400_000;

/** The oldest moment an event is still kept: 30 days ago on the real clock (retention is infrastructure). */
export function retentionCutoff(now = Date.now()): Date {
  return new Date(now - EVENT_RETENTION_DAYS * DAY_MS);
}

/** The tenant's events still kept, optionally of some types only. */
function keptWhere(tenant: CompanyScope, types: readonly string[] | null): SQL | undefined {
  return and(
    scopeWhere(events, tenant),
    gte(events.createdAt, retentionCutoff()),
    types ? inArray(events.type, [...types]) : undefined,
  );
}

export type EventFilters = {
  types: readonly string[];
  objectId?: string;
  createdAfter?: string;
  createdBefore?: string;
};

export async function listEvents(db: Db, tenant: CompanyScope, filters: EventFilters, page: PageRequest) {
  const keyset = keysetPage(page, { created_at: events.createdAt }, events.id);
  return db
    .select()
    .from(events)
    .where(
      and(
        keptWhere(tenant, filters.types),
        filters.objectId ? sql`${events.data}->>'id' = ${filters.objectId}` : undefined,
        filters.createdAfter ? gte(events.createdAt, new Date(filters.createdAfter)) : undefined,
        filters.createdBefore ? lte(events.createdAt, new Date(filters.createdBefore)) : undefined,
        keyset.where,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** One event of the tenant, if still kept. */
export async function findEvent(db: Db, tenant: CompanyScope, id: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(keptWhere(tenant, null), eq(events.id, id)));
  return row;
}

/** The tenant's events after position `seq`, in order of position, at most `limit`; all types when `types` is null. */
export async function eventsAfter(
  db: Db,
  tenant: CompanyScope,
  seq: number,
  types: readonly string[] | null,
  limit: number,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(keptWhere(tenant, types), gt(events.seq, seq)))
    .orderBy(asc(events.seq))
    .limit(limit);
}

/** The tenant's events of these ids (those that committed late, see feed.ts). */
export async function eventsByIds(db: Db, tenant: CompanyScope, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(and(scopeWhere(events, tenant), inArray(events.id, [...ids])))
    .orderBy(asc(events.seq));
}

/** The ids of the tenant's events at positions in (`from`, `to`]: what a reader should have seen there. */
export async function eventIdsBetween(db: Db, tenant: CompanyScope, from: number, to: number): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(scopeWhere(events, tenant), gt(events.seq, from), lte(events.seq, to)));
  return rows.map((row) => row.id);
}

/** How many of the tenant's events sit at positions in (`from`, `to`]. */
export async function countEventsBetween(db: Db, tenant: CompanyScope, from: number, to: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${events}
        where company_id = ${tenant.companyId} and livemode = ${tenant.livemode} and seq > ${from} and seq <= ${to}`,
  );
  return row?.count ?? 0;
}

/** The position of the tenant's newest event, 0 without any. */
export async function lastEventSeq(db: Db, tenant: CompanyScope): Promise<number> {
  const [row] = await queryRows<{ seq: string | number | null }>(
    db,
    sql`select max(seq) as seq from ${events} where company_id = ${tenant.companyId} and livemode = ${tenant.livemode}`,
  );
  return Number(row?.seq ?? 0);
}

/** Deletes at most `limit` events created before `cutoff` (their deliveries go with them); how many went. */
export async function deleteEventsBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`with gone as (
      delete from ${events} where id in (
        select id from ${events} where created_at < ${cutoff.toISOString()}::timestamptz limit ${limit}
      ) returning 1
    ) select count(*)::int as count from gone`,
  );
  return rows[0]?.count ?? 0;
}
