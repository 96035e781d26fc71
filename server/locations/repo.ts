import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withCountryCode } from '../db/country-code';
import { assets, deviceActions, inventorySettings, locations, offboardingDevices } from '../db/schema';
import { keysetPage, type PageRequest } from '../db/pagination';
import { scopeWhere } from '../db/scope';
import type { CompanyScope, Scope } from '../core/scope';
import * as clock from '../core/clock';

export type LocationRow = typeof locations.$inferSelect;
export type LocationValues = Omit<
  typeof locations.$inferInsert,
  'id' | 'companyId' | 'livemode' | 'countryCode' | 'createdAt' | 'updatedAt'
>;

/** A page of the scope's locations, newest first, of one type if given. */
export async function listLocations(
  db: Db,
  scope: Scope,
  page: PageRequest & { type?: LocationRow['type'] },
): Promise<LocationRow[]> {
  const keyset = keysetPage({ ...page, sort: '-created_at' }, { created_at: locations.createdAt }, locations.id);
  return db
    .select()
    .from(locations)
    .where(and(scopeWhere(locations, scope), page.type ? eq(locations.type, page.type) : undefined, keyset.where))
    .orderBy(...keyset.orderBy)
    .limit(keyset.limit);
}

/**
 * The scope's location. `lock`: `share` while a row that names it is written (a delete waits for that to commit, then
 * sees it), `update` to delete it.
 */
export async function findLocation(
  db: Db,
  scope: Scope,
  id: string,
  options: { lock?: 'share' | 'update' } = {},
): Promise<LocationRow | undefined> {
  const query = db
    .select()
    .from(locations)
    .where(and(scopeWhere(locations, scope), eq(locations.id, id)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  return row;
}

/** What names the location and keeps it from being deleted: a first few of each kind, and whether there are more. */
export async function findReferences(db: Db, scope: Scope, id: string) {
  const LIMIT = 5;
  const assetRows = await db
    .select({ id: assets.id, serialNumber: assets.serialNumber })
    .from(assets)
    .where(and(scopeWhere(assets, scope), eq(assets.locationId, id)))
    .orderBy(assets.createdAt, assets.id)
    .limit(LIMIT + 1);
  const actionRows = await db
    .select({ id: deviceActions.id, actionId: deviceActions.actionId })
    .from(deviceActions)
    .where(
      and(
        scopeWhere(deviceActions, scope),
        eq(deviceActions.status, 'In Progress'),
        sql`${deviceActions.destination} ->> 'location_id' = ${id}`,
      ),
    )
    .orderBy(deviceActions.createdAt, deviceActions.id)
    .limit(LIMIT + 1);
  const plannedRows = await db
    .select({ id: offboardingDevices.id, caseId: offboardingDevices.caseId })
    .from(offboardingDevices)
    .where(
      and(
        scopeWhere(offboardingDevices, scope),
        eq(offboardingDevices.status, 'scheduled'),
        sql`${offboardingDevices.destination} ->> 'location_id' = ${id}`,
      ),
    )
    .limit(LIMIT + 1);
  const [setting] = await db
    .select({ companyId: inventorySettings.companyId })
    .from(inventorySettings)
    .where(and(scopeWhere(inventorySettings, scope), eq(inventorySettings.defaultLocationId, id)));
  return {
    assets: assetRows.slice(0, LIMIT),
    moreAssets: assetRows.length > LIMIT,
    actions: actionRows.slice(0, LIMIT),
    moreActions: actionRows.length > LIMIT,
    plannedRetrievals: plannedRows.slice(0, LIMIT),
    moreRetrievals: plannedRows.length > LIMIT,
    isDefault: setting !== undefined,
  };
}

/** The scope's locations of these ids, in one query (the operator's view of Stores that go to them). */
export async function findLocationsByIds(db: Db, scope: Scope, ids: string[]): Promise<LocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(locations)
    .where(and(scopeWhere(locations, scope), inArray(locations.id, ids)));
}

/** The scope's location of this name, in any letter case (as locations_name_uq keys it). */
export async function findLocationByName(db: Db, scope: Scope, name: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(scopeWhere(locations, scope), sql`lower(${locations.name}) = lower(${name})`));
  return row;
}

/** The new location, or undefined when the scope has one of that name already (nothing is written then). */
export async function insertLocation(
  db: Db,
  scope: CompanyScope,
  values: LocationValues,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .insert(locations)
    .values(withCountryCode({ ...values, companyId: scope.companyId, livemode: scope.livemode }))
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateLocation(
  db: Db,
  scope: Scope,
  id: string,
  values: Partial<LocationValues>,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set({ ...(values.country === undefined ? values : withCountryCode(values)), updatedAt: clock.now() })
    .where(and(scopeWhere(locations, scope), eq(locations.id, id)))
    .returning();
  return row;
}

export async function deleteLocation(db: Db, scope: Scope, id: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .delete(locations)
    .where(and(scopeWhere(locations, scope), eq(locations.id, id)))
    .returning();
  return row;
}
