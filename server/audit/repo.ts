import { and, arrayContains, eq, gte, inArray, isNotNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TListAuditEventsQuery } from '@/lib/contract/audit';
import type { Scope } from '../core/scope';
import type { Db } from '../db/client';
import { auditCheckpoints, auditEvents } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { SealedAuditEventRow } from './chain';

/** An event as the API reads it: sealed (the API shows no event before it has its place in the chain). */
export type AuditEventRow = SealedAuditEventRow;
export type AuditFilters = Omit<TListAuditEventsQuery, 'limit' | 'cursor'>;

/** `quotes.create,quotes.*`: exact operation ids, and every operation on an object type for `name.*`. */
function actionWhere(actions: string): SQL | undefined {
  const names = actions
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const exact = names.filter((name) => !name.endsWith('.*'));
  const prefixes = names
    .filter((name) => name.endsWith('.*'))
    .map((name) => `${name.slice(0, -1).replace(/[%_\\]/g, '\\$&')}%`);
  return or(
    exact.length > 0 ? inArray(auditEvents.action, exact) : undefined,
    ...prefixes.map((prefix) => like(auditEvents.action, prefix)),
  );
}

/** The actor filter matches any of an actor's identifiers: e-mail, key or token id, job name. */
function actorWhere(actor: string): SQL {
  const email = actor.toLowerCase();
  return sql`(${auditEvents.actor}->>'email' = ${email}
    or ${auditEvents.actor}->>'api_key_id' = ${actor}
    or ${auditEvents.actor}->>'operator_token_id' = ${actor}
    or ${auditEvents.actor}->>'scim_token_id' = ${actor}
    or ${auditEvents.actor}->>'job' = ${actor})`;
}

export function filtersWhere(filters: AuditFilters): SQL | undefined {
  return and(
    filters.actor ? actorWhere(filters.actor) : undefined,
    filters.actor_type ? sql`${auditEvents.actor}->>'type' = ${filters.actor_type}` : undefined,
    filters.action ? actionWhere(filters.action) : undefined,
    filters.object_type ? eq(auditEvents.objectType, filters.object_type) : undefined,
    filters.object_id
      ? or(eq(auditEvents.objectId, filters.object_id), arrayContains(auditEvents.subjects, [filters.object_id]))
      : undefined,
    filters.occurred_after ? gte(auditEvents.occurredAt, new Date(filters.occurred_after)) : undefined,
    filters.occurred_before ? lte(auditEvents.occurredAt, new Date(filters.occurred_before)) : undefined,
  );
}

/** A page of the scope's sealed events matching the filters, newest first. */
export async function listAuditEvents(
  db: Db,
  scope: Scope,
  filters: AuditFilters,
  page: PageRequest,
): Promise<AuditEventRow[]> {
  const keyset = keysetPage({ ...page, sort: '-occurred_at' }, { occurred_at: auditEvents.occurredAt }, auditEvents.id);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(scopeWhere(auditEvents, scope), isNotNull(auditEvents.seq), filtersWhere(filters), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
  return rows as AuditEventRow[];
}

export async function findAuditEvent(db: Db, scope: Scope, id: string): Promise<AuditEventRow | undefined> {
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(scopeWhere(auditEvents, scope), eq(auditEvents.id, id), isNotNull(auditEvents.seq)));
  return row as AuditEventRow | undefined;
}

/** A page of the scope's chain checkpoints, newest first. */
export async function listAuditCheckpoints(db: Db, scope: Scope, page: PageRequest) {
  const keyset = keysetPage(
    { ...page, sort: '-signed_at' },
    { signed_at: auditCheckpoints.signedAt },
    auditCheckpoints.id,
  );
  return db
    .select()
    .from(auditCheckpoints)
    .where(and(scopeWhere(auditCheckpoints, scope), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}
