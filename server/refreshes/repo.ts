import { and, eq, inArray } from 'drizzle-orm';
import type { TListRefreshesQuery } from '@/lib/contract/refreshes';
import type { Db } from '../db/client';
import { deviceRefreshes, OPEN_REFRESH_STATUSES } from '../db/schema';
import { keysetPage } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { CompanyScope, Scope } from '../core/scope';
import * as clock from '../core/clock';

export type RefreshRow = typeof deviceRefreshes.$inferSelect;

export async function listRefreshes(db: Db, scope: Scope, query: TListRefreshesQuery): Promise<RefreshRow[]> {
  const page = keysetPage(
    query,
    { created_at: deviceRefreshes.createdAt, updated_at: deviceRefreshes.updatedAt },
    deviceRefreshes.id,
  );
  return db
    .select()
    .from(deviceRefreshes)
    .where(
      and(
        scopeWhere(deviceRefreshes, scope),
        query.status ? eq(deviceRefreshes.status, query.status) : undefined,
        query.asset_id ? eq(deviceRefreshes.assetId, query.asset_id) : undefined,
        page.where,
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

/** The scope's refresh; `lock` for a transaction that changes it. */
export async function findRefresh(
  db: Db,
  scope: Scope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RefreshRow | undefined> {
  const query = db
    .select()
    .from(deviceRefreshes)
    .where(and(scopeWhere(deviceRefreshes, scope), eq(deviceRefreshes.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The refresh of the device still under way, if any. */
export async function findOpenRefreshOfAsset(db: Db, scope: Scope, assetId: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceRefreshes)
    .where(
      and(
        scopeWhere(deviceRefreshes, scope),
        eq(deviceRefreshes.assetId, assetId),
        inArray(deviceRefreshes.status, [...OPEN_REFRESH_STATUSES]),
      ),
    );
  return row;
}

/** The refresh that ordered this quote, locked. */
export async function findRefreshByQuote(db: Db, scope: Scope, quoteId: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceRefreshes)
    .where(and(scopeWhere(deviceRefreshes, scope), eq(deviceRefreshes.quoteId, quoteId)))
    .for('update');
  return row;
}

/** The refresh whose old device this Store returns, locked. */
export async function findRefreshByStore(db: Db, scope: Scope, actionId: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(deviceRefreshes)
    .where(and(scopeWhere(deviceRefreshes, scope), eq(deviceRefreshes.storeActionId, actionId)))
    .for('update');
  return row;
}

/** Inserts a draft; undefined when the device already has a refresh under way (the partial unique index). */
export async function insertRefresh(
  db: Db,
  scope: CompanyScope,
  values: { assetId: string; employeeId: string },
): Promise<RefreshRow | undefined> {
  const [row] = await db
    .insert(deviceRefreshes)
    .values({ companyId: scope.companyId, livemode: scope.livemode, status: 'draft', ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateRefresh(
  db: Db,
  id: string,
  patch: Partial<typeof deviceRefreshes.$inferInsert>,
): Promise<RefreshRow> {
  const [row] = await db
    .update(deviceRefreshes)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(deviceRefreshes.id, id))
    .returning();
  return row!;
}
