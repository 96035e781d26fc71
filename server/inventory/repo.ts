import { and, asc, eq, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TListAssetsQuery } from '@/lib/contract/assets';
import type { Scope } from '../core/scope';
import type { Db } from '../db/client';
import { scopeWhere } from '../db/scope';
import { containsText, countryIn, inLowercase } from '../db/filters';
import { assets } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { withCountryCode } from '../db/country-code';
import * as clock from '../core/clock';

export type AssetRow = typeof assets.$inferSelect;
/** An asset to insert; its refresh day may be worked out by the statement (lifespans.refreshDueSql). */
export type AssetInsert = Omit<typeof assets.$inferInsert, 'refreshDueOn'> & { refreshDueOn?: string | SQL | null };

export async function listAssets(db: Db, scope: Scope, query: TListAssetsQuery): Promise<AssetRow[]> {
  const filters: (SQL | undefined)[] = [scopeWhere(assets, scope)];
  if (query.search) {
    filters.push(
      or(
        containsText(assets.serialNumber, query.search),
        containsText(assets.model, query.search),
        containsText(assets.employeeName, query.search),
        containsText(assets.employeeEmail, query.search),
      ),
    );
  }
  if (query.serial_number) filters.push(eq(sql`lower(${assets.serialNumber})`, query.serial_number.toLowerCase()));
  // `all` is the active inventory: a cleared device is listed only when asked for.
  filters.push(query.status === 'all' ? ne(assets.status, 'cleared') : eq(assets.status, query.status));
  if (query.country?.length) filters.push(countryIn(assets, query.country));
  if (query.device_type?.length) filters.push(inLowercase(assets.deviceType, query.device_type));
  if (query.refresh_due_before) filters.push(lt(assets.refreshDueOn, query.refresh_due_before));
  if (query.warranty_ends_before) filters.push(lt(assets.warrantyEndsOn, query.warranty_ends_before));

  const page = keysetPage(query, { created_at: assets.createdAt, updated_at: assets.updatedAt }, assets.id);
  return db
    .select()
    .from(assets)
    .where(and(...filters, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function findAssetBySerial(db: Db, scope: Scope, serialNumber: string): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(scopeWhere(assets, scope), eq(sql`lower(${assets.serialNumber})`, serialNumber.toLowerCase())));
  return row;
}

/** The scope's asset of this id; `lock` for a transaction that changes it (its clearance). */
export async function findAsset(
  db: Db,
  scope: Scope,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AssetRow | undefined> {
  const query = db
    .select()
    .from(assets)
    .where(and(scopeWhere(assets, scope), eq(assets.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Inserts the asset, or returns undefined when the serial number is already in the inventory. */
export async function insertAsset(db: Db, values: AssetInsert): Promise<AssetRow | undefined> {
  const [row] = await db.insert(assets).values(withCountryCode(values)).onConflictDoNothing().returning();
  return row;
}

/** Inserts the assets whose serial numbers are not in the inventory yet; returns how many it inserted. */
export async function insertAssets(db: Db, values: AssetInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(assets)
    .values(values.map(withCountryCode))
    .onConflictDoNothing()
    .returning({ id: assets.id });
  return rows.length;
}

export async function updateAsset(db: Db, id: string, patch: Partial<typeof assets.$inferInsert>): Promise<AssetRow> {
  const [row] = await db
    .update(assets)
    .set({ ...withCountryCode(patch), updatedAt: clock.now() })
    .where(eq(assets.id, id))
    .returning();
  return row!;
}

/** The assets of these serial numbers (any case), for embedding in device actions. */
export async function findAssetsBySerials(db: Db, scope: Scope, serialNumbers: string[]): Promise<AssetRow[]> {
  if (serialNumbers.length === 0) return [];
  return db
    .select()
    .from(assets)
    .where(
      and(
        scopeWhere(assets, scope),
        inArray(
          sql`lower(${assets.serialNumber})`,
          serialNumbers.map((serial) => serial.toLowerCase()),
        ),
      ),
    );
}

/** The devices in use by the person with this e-mail address (any case), oldest first. */
export async function findAssetsHeldBy(db: Db, scope: Scope, email: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(
      and(
        scopeWhere(assets, scope),
        eq(assets.status, 'in_use'),
        eq(sql`lower(${assets.employeeEmail})`, email.toLowerCase()),
      ),
    )
    .orderBy(asc(assets.createdAt), asc(assets.id));
}

/** Every company's devices a Store sent to clearance that are not cleared yet, oldest first (the operator's queue). */
export async function listAwaitingClearance(db: Db, page: PageRequest & { companyId?: string }): Promise<AssetRow[]> {
  const keyset = keysetPage({ ...page, sort: 'created_at' }, { created_at: assets.createdAt }, assets.id);
  return db
    .select()
    .from(assets)
    .where(
      and(
        eq(assets.status, 'in_storage'),
        eq(assets.storageType, 'clearance'),
        page.companyId ? eq(assets.companyId, page.companyId) : undefined,
        keyset.where,
      ),
    )
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}
