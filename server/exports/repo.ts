import { and, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PageRequest } from '../db/pagination';
import { keysetPage } from '../db/pagination';
import type { CompanyScope, Scope } from '../core/scope';
import type { Db } from '../db/client';
import { exportsTable } from '../db/schema';
import { scopeWhere } from '../db/scope';
import * as clock from '../core/clock';

export type ExportRow = typeof exportsTable.$inferSelect;

export async function insertExport(db: Db, values: typeof exportsTable.$inferInsert): Promise<ExportRow> {
  const [row] = await db.insert(exportsTable).values(values).returning();
  return row!;
}

export async function findExport(db: Db, scope: Scope, id: string): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(exportsTable)
    .where(and(scopeWhere(exportsTable, scope), eq(exportsTable.id, id)));
  return row;
}

export async function listExports(db: Db, scope: Scope, page: PageRequest): Promise<ExportRow[]> {
  const keyset = keysetPage(
    page,
    { created_at: exportsTable.createdAt, updated_at: exportsTable.updatedAt },
    exportsTable.id,
  );
  return db
    .select()
    .from(exportsTable)
    .where(and(scopeWhere(exportsTable, scope), keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

export async function updateExport(db: Db, id: string, patch: Partial<typeof exportsTable.$inferInsert>) {
  await db
    .update(exportsTable)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(exportsTable.id, id));
}

/** Exports whose retention ran out by `now`. */
export async function listExpired(db: Db, now: Date, limit: number): Promise<ExportRow[]> {
  return db.select().from(exportsTable).where(lte(exportsTable.expiresAt, now)).limit(limit);
}

export async function deleteExport(db: Db, id: string) {
  await db.delete(exportsTable).where(eq(exportsTable.id, id));
}

/** Serialises new exports of one company in one mode until the transaction ends, so that their cap holds. */
export async function lockNewExports(db: Db, scope: CompanyScope): Promise<void> {
  const key = `exports:${scope.companyId}:${scope.livemode}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Exports of the company (in the scope's mode) that are queued or running. */
export async function countInProgress(db: Db, scope: CompanyScope): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(exportsTable)
    .where(and(scopeWhere(exportsTable, scope), inArray(exportsTable.status, ['queued', 'running'])));
  return row?.value ?? 0;
}
