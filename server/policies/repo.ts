import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { equipmentPolicies } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { CompanyScope, Scope } from '../core/scope';
import * as clock from '../core/clock';

export type PolicyRow = typeof equipmentPolicies.$inferSelect;
export type PolicyValues = Omit<typeof equipmentPolicies.$inferInsert, 'id' | 'companyId' | 'livemode'>;

/** A page of the scope's policies in the order of evaluation. */
export async function listPolicies(db: Db, scope: Scope, page: PageRequest): Promise<PolicyRow[]> {
  const keyset = keysetPage(
    { ...page, sort: 'position' },
    { position: equipmentPolicies.position },
    equipmentPolicies.id,
  );
  return db
    .select()
    .from(equipmentPolicies)
    .where(and(scopeWhere(equipmentPolicies, scope), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** Every policy of the scope in the order of evaluation (a company holds at most MAX_EQUIPMENT_POLICIES a mode). */
export async function listAllPolicies(db: Db, scope: Scope): Promise<PolicyRow[]> {
  return db
    .select()
    .from(equipmentPolicies)
    .where(scopeWhere(equipmentPolicies, scope))
    .orderBy(asc(equipmentPolicies.position), asc(equipmentPolicies.id));
}

export async function findPolicy(db: Db, scope: Scope, id: string): Promise<PolicyRow | undefined> {
  const [row] = await db
    .select()
    .from(equipmentPolicies)
    .where(and(scopeWhere(equipmentPolicies, scope), eq(equipmentPolicies.id, id)));
  return row;
}

/** Serialises changes to one company's policies in one mode until the transaction ends (positions stay 1…n). */
export async function lockPolicies(db: Db, scope: CompanyScope): Promise<void> {
  const key = `equipment_policies:${scope.companyId}:${scope.livemode}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function insertPolicy(db: Db, scope: CompanyScope, values: PolicyValues): Promise<PolicyRow> {
  const [row] = await db
    .insert(equipmentPolicies)
    .values({ ...values, companyId: scope.companyId, livemode: scope.livemode })
    .returning();
  return row!;
}

export async function updatePolicy(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<PolicyValues>,
): Promise<PolicyRow | undefined> {
  const [row] = await db
    .update(equipmentPolicies)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(scopeWhere(equipmentPolicies, scope), eq(equipmentPolicies.id, id)))
    .returning();
  return row;
}

/** Sets one policy's position without touching `updated_at`: a neighbour moving is not a change of the rule. */
export async function setPosition(db: Db, scope: Scope, id: string, position: number): Promise<void> {
  await db
    .update(equipmentPolicies)
    .set({ position, updatedAt: sql`${equipmentPolicies.updatedAt}` })
    .where(and(scopeWhere(equipmentPolicies, scope), eq(equipmentPolicies.id, id)));
}

export async function deletePolicy(db: Db, scope: Scope, id: string): Promise<PolicyRow | undefined> {
  const [row] = await db
    .delete(equipmentPolicies)
    .where(and(scopeWhere(equipmentPolicies, scope), eq(equipmentPolicies.id, id)))
    .returning();
  return row;
}
