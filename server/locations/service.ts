import type {
  TCreateLocationRequest,
  TListLocationsQuery,
  TLocation,
  TUpdateLocationRequest,
} from '@/lib/contract/locations';
import type { Db } from '../db/client';
import { OPERATOR_SCOPE, type CompanyScope } from '../core/scope';
import { ApiError, notFound } from '../core/errors';
import { findDatabaseError, UNIQUE_VIOLATION } from '../db/errors';
import { pageOf } from '../db/pagination';
import * as repo from './repo';

export function toLocation(row: repo.LocationRow): TLocation {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    address: row.address,
    country: row.country,
    country_code: row.countryCode,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const duplicate = (existing: repo.LocationRow) =>
  new ApiError(
    'CONFLICT',
    `There is already a location named '${existing.name}'; give this one another name, or change that one instead.`,
    { location_id: existing.id },
  );

export async function listLocations(db: Db, scope: CompanyScope, query: TListLocationsQuery) {
  const rows = await repo.listLocations(db, scope, query);
  const page = pageOf(rows, { ...query, sort: '-created_at' }, (row) => row.createdAt);
  return { data: page.data.map(toLocation), meta: page.meta };
}

/**
 * The scope's location, or undefined, for a transaction about to write a row that names it (a Store's destination, a
 * default): locked against a delete until that transaction ends, so the delete then sees what names it.
 */
export async function findLocation(db: Db, scope: CompanyScope, id: string) {
  return repo.findLocation(db, scope, id, { lock: 'share' });
}

/** Locations by id, of any company: what the operator needs to ship a Store's device to one. */
export async function findLocationsForOperator(db: Db, ids: string[]): Promise<Map<string, TLocation>> {
  const rows = await repo.findLocationsByIds(db, OPERATOR_SCOPE, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, toLocation(row)]));
}

export async function getLocationOrThrow(db: Db, scope: CompanyScope, id: string) {
  const row = await repo.findLocation(db, scope, id);
  if (!row) throw notFound('location', id);
  return row;
}

export async function createLocation(db: Db, scope: CompanyScope, input: TCreateLocationRequest) {
  const row = await repo.insertLocation(db, scope, {
    type: input.type,
    name: input.name,
    address: input.address,
    country: input.country,
    contactName: input.contact_name,
    contactEmail: input.contact_email,
  });
  if (row) return row;
  // Nothing written: a location of that name exists. Looked up only then, so that a create costs one statement.
  const existing = await repo.findLocationByName(db, scope, input.name);
  if (!existing) throw new Error(`locations: the insert of '${input.name}' conflicted with no location`);
  throw duplicate(existing);
}

export async function updateLocationOrThrow(db: Db, scope: CompanyScope, id: string, input: TUpdateLocationRequest) {
  await getLocationOrThrow(db, scope, id);
  if (input.name !== undefined) {
    const clash = await repo.findLocationByName(db, scope, input.name);
    if (clash && clash.id !== id) throw duplicate(clash);
  }
  const row = await repo
    .updateLocation(db, scope, id, {
      type: input.type,
      name: input.name,
      address: input.address,
      country: input.country,
      contactName: input.contact_name,
      contactEmail: input.contact_email,
    })
    .catch((error: unknown) => {
      // Renamed at the same moment by another request: the unique index refused the second.
      if (findDatabaseError(error)?.code !== UNIQUE_VIOLATION) throw error;
      throw new ApiError('CONFLICT', `There is already a location named '${input.name}'; give this one another name.`);
    });
  if (!row) throw notFound('location', id);
  return row;
}

/** Deletes a location nothing names; otherwise a 409 that lists what does (a first few of each kind). */
export async function deleteLocationOrThrow(db: Db, scope: CompanyScope, id: string) {
  await db.transaction(async (tx) => {
    const row = await repo.findLocation(tx, scope, id, { lock: 'update' });
    if (!row) throw notFound('location', id);
    const references = await repo.findReferences(tx, scope, id);
    const reasons = [
      references.assets.length > 0 &&
        `devices are kept there (${listed(
          references.assets.map((asset) => asset.serialNumber),
          references.moreAssets,
        )}): move them with a device action first`,
      references.actions.length > 0 &&
        `Store actions in progress go there (${listed(
          references.actions.map((action) => action.actionId),
          references.moreActions,
        )}): let them complete, then move the devices`,
      references.plannedRetrievals.length > 0 &&
        `offboarding retrievals planned to go there (case ${listed(
          [...new Set(references.plannedRetrievals.map((device) => device.caseId))],
          references.moreRetrievals,
        )}): plan them again with another destination`,
      references.isDefault &&
        "it is the company's default destination: change it with PATCH /api/v1/inventory-settings",
    ].filter((reason): reason is string => typeof reason === 'string');
    if (reasons.length > 0) {
      throw new ApiError(
        'CONFLICT',
        `Location '${row.name}' is in use, so it cannot be deleted: ${reasons.join('; ')}.`,
        {
          location_id: id,
          asset_ids: references.assets.map((asset) => asset.id),
          device_action_ids: references.actions.map((action) => action.id),
          offboarding_case_ids: [...new Set(references.plannedRetrievals.map((device) => device.caseId))],
          default_destination: references.isDefault,
        },
      );
    }
    await repo.deleteLocation(tx, scope, id);
  });
}

const listed = (names: string[], more: boolean) => `${names.join(', ')}${more ? ' and more' : ''}`;
