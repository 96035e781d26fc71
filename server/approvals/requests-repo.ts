import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { approvalRequests, approvalSteps } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { Scope } from '../core/scope';
import * as clock from '../core/clock';

export type RequestRow = typeof approvalRequests.$inferSelect;
export type StepRow = typeof approvalSteps.$inferSelect;

/** The quote's request that is still collecting decisions or waiting for approvers, locked for update. */
export async function findOpenRequest(db: Db, quoteId: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.quoteId, quoteId), inArray(approvalRequests.status, ['collecting', 'pending'])))
    .for('update');
  return row;
}

export async function findRequest(db: Db, scope: Scope, id: string): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(scopeWhere(approvalRequests, scope), eq(approvalRequests.id, id)));
  return row;
}

export async function insertRequest(db: Db, values: typeof approvalRequests.$inferInsert): Promise<RequestRow> {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  return row!;
}

export async function updateRequest(db: Db, id: string, patch: Partial<typeof approvalRequests.$inferInsert>) {
  const [row] = await db
    .update(approvalRequests)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(approvalRequests.id, id))
    .returning();
  return row!;
}

export async function insertSteps(db: Db, values: (typeof approvalSteps.$inferInsert)[]): Promise<StepRow[]> {
  if (values.length === 0) return [];
  return db.insert(approvalSteps).values(values).returning();
}

export async function updateStep(db: Db, id: string, patch: Partial<typeof approvalSteps.$inferInsert>) {
  const [row] = await db
    .update(approvalSteps)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(approvalSteps.id, id))
    .returning();
  return row!;
}

export async function findStep(db: Db, id: string): Promise<StepRow | undefined> {
  const [row] = await db.select().from(approvalSteps).where(eq(approvalSteps.id, id));
  return row;
}

/** The steps of the requests, in their order. */
export async function listSteps(db: Db, requestIds: string[]): Promise<StepRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(approvalSteps)
    .where(inArray(approvalSteps.requestId, requestIds))
    .orderBy(asc(approvalSteps.requestId), asc(approvalSteps.position));
}

/** The latest request of each quote that went through approval rules. */
export async function latestRequestsOf(db: Db, quoteIds: string[]): Promise<RequestRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .selectDistinctOn([approvalRequests.quoteId])
    .from(approvalRequests)
    .where(inArray(approvalRequests.quoteId, quoteIds))
    .orderBy(approvalRequests.quoteId, desc(approvalRequests.createdAt), desc(approvalRequests.id));
}

export type RequestFilters = {
  statuses?: RequestRow['status'][];
  quoteId?: string;
  /** Only requests whose pending step this person may decide: not ones they requested or decided a step of. */
  approver?: { email: string; isManager: boolean };
};

function approverMatch(approver: NonNullable<RequestFilters['approver']>): SQL {
  const canDecide = approver.isManager
    ? sql`(${approvalSteps.openToManagers} or ${approver.email} = any(${approvalSteps.approverEmails}))`
    : sql`${approver.email} = any(${approvalSteps.approverEmails})`;
  return sql`exists (select 1 from ${approvalSteps} where ${approvalSteps.requestId} = ${approvalRequests.id}
    and ${approvalSteps.status} = 'pending' and ${canDecide})
    and not exists (select 1 from ${approvalSteps} where ${approvalSteps.requestId} = ${approvalRequests.id}
      and ${approvalSteps.decidedByEmail} = ${approver.email})
    and coalesce(lower(${approvalRequests.requestedBy}->>'email'), '') <> ${approver.email}`;
}

/** A page of requests, oldest request first (what has waited longest comes first). */
export async function listRequests(db: Db, scope: Scope, filters: RequestFilters, page: PageRequest) {
  const keyset = keysetPage(
    page,
    { created_at: approvalRequests.createdAt, updated_at: approvalRequests.updatedAt },
    approvalRequests.id,
  );
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        scopeWhere(approvalRequests, scope),
        filters.statuses?.length
          ? inArray(approvalRequests.status, filters.statuses)
          : sql`${approvalRequests.status} <> 'not_required'`,
        filters.quoteId ? eq(approvalRequests.quoteId, filters.quoteId) : undefined,
        filters.approver ? approverMatch(filters.approver) : undefined,
        keyset.where,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/** Removes the request's steps that have not begun (a change of decisions plans them again). */
export async function deleteWaitingSteps(db: Db, requestId: string) {
  await db
    .delete(approvalSteps)
    .where(and(eq(approvalSteps.requestId, requestId), eq(approvalSteps.status, 'waiting')));
}
