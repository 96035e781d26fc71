import type {
  TCreateLocationRequest,
  TListLocationsQuery,
  TLocation,
  TUpdateLocationRequest,
} from '@/lib/contract/locations';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
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

export async function deleteLocationOrThrow(db: Db, scope: CompanyScope, id: string) {
  if (!(await repo.deleteLocation(db, scope, id))) throw notFound('location', id);
}
