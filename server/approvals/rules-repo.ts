import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { approvalRules } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { CompanyScope, Scope } from '../core/scope';
import * as clock from '../core/clock';

export type RuleRow = typeof approvalRules.$inferSelect;
export type RuleValues = Omit<typeof approvalRules.$inferInsert, 'id' | 'companyId' | 'livemode'>;

/** A page of the scope's approval rules in the order of evaluation. */
export async function listRules(db: Db, scope: Scope, page: PageRequest): Promise<RuleRow[]> {
  const keyset = keysetPage({ ...page, sort: 'position' }, { position: approvalRules.position }, approvalRules.id);
  return db
    .select()
    .from(approvalRules)
    .where(and(scopeWhere(approvalRules, scope), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** Every rule of the scope in the order of evaluation (at most MAX_APPROVAL_RULES a mode). */
export async function listAllRules(db: Db, scope: Scope): Promise<RuleRow[]> {
  return db
    .select()
    .from(approvalRules)
    .where(scopeWhere(approvalRules, scope))
    .orderBy(asc(approvalRules.position), asc(approvalRules.id));
}

export async function findRule(db: Db, scope: Scope, id: string): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRules)
    .where(and(scopeWhere(approvalRules, scope), eq(approvalRules.id, id)));
  return row;
}

/** Serialises changes to one company's rules in one mode until the transaction ends (positions stay 1…n). */
export async function lockRules(db: Db, scope: CompanyScope): Promise<void> {
  const key = `approval_rules:${scope.companyId}:${scope.livemode}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function insertRule(db: Db, scope: CompanyScope, values: RuleValues): Promise<RuleRow> {
  const [row] = await db
    .insert(approvalRules)
    .values({ ...values, companyId: scope.companyId, livemode: scope.livemode })
    .returning();
  return row!;
}

export async function updateRule(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<RuleValues>,
): Promise<RuleRow | undefined> {
  const [row] = await db
    .update(approvalRules)
    .set({ ...values, updatedAt: clock.now() })
    .where(and(scopeWhere(approvalRules, scope), eq(approvalRules.id, id)))
    .returning();
  return row;
}

/** Sets one rule's position without touching `updated_at`: a neighbour moving is not a change of the rule. */
export async function setPosition(db: Db, scope: Scope, id: string, position: number): Promise<void> {
  await db
    .update(approvalRules)
    .set({ position, updatedAt: sql`${approvalRules.updatedAt}` })
    .where(and(scopeWhere(approvalRules, scope), eq(approvalRules.id, id)));
}

export async function deleteRule(db: Db, scope: Scope, id: string): Promise<RuleRow | undefined> {
  const [row] = await db
    .delete(approvalRules)
    .where(and(scopeWhere(approvalRules, scope), eq(approvalRules.id, id)))
    .returning();
  return row;
}
