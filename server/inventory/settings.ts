import { DEFAULT_DESTINATION, type TStoreDestination } from '@/lib/contract/destinations';
import type { TInventorySettings, TUpdateInventorySettingsRequest } from '@/lib/contract/inventory-settings';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { validationError } from '../core/errors';
import { findLocation } from '../locations/service';
import * as repo from './settings-repo';

function destinationOf(row: repo.InventorySettingsRow | undefined): TStoreDestination {
  if (row?.defaultStorageType === 'location' && row.defaultLocationId)
    return { type: 'location', location_id: row.defaultLocationId };
  if (row?.defaultStorageType === 'clearance' && row.defaultClearanceOutcome)
    return { type: 'clearance', outcome: row.defaultClearanceOutcome };
  return DEFAULT_DESTINATION;
}

/** Where the company sends a Store unless told otherwise: offboarding's retrievals and refreshes use it. */
export async function defaultDestination(db: Db, scope: CompanyScope): Promise<TStoreDestination> {
  return destinationOf(await repo.findSettings(db, scope));
}

/** A destination that names a location must name one of the scope's; `path` is where the request put it. */
export async function assertDestinationExists(
  db: Db,
  scope: CompanyScope,
  destination: TStoreDestination,
  path: string,
) {
  if (destination.type !== 'location') return;
  if (await findLocation(db, scope, destination.location_id)) return;
  throw validationError(
    `${path}.location_id`,
    `no location ${destination.location_id} among your ${scope.livemode ? 'live' : 'test'} locations; list them with GET /api/v1/locations`,
  );
}

export async function getInventorySettings(db: Db, scope: CompanyScope): Promise<TInventorySettings> {
  return { default_destination: await defaultDestination(db, scope), livemode: scope.livemode };
}

export async function updateInventorySettings(
  db: Db,
  scope: CompanyScope,
  patch: TUpdateInventorySettingsRequest,
): Promise<TInventorySettings> {
  const destination = patch.default_destination;
  if (!destination) return getInventorySettings(db, scope);
  await assertDestinationExists(db, scope, destination, 'default_destination');
  const row = await repo.upsertSettings(db, scope, {
    defaultStorageType: destination.type,
    defaultLocationId: destination.type === 'location' ? destination.location_id : null,
    defaultClearanceOutcome: destination.type === 'clearance' ? destination.outcome : null,
  });
  return { default_destination: destinationOf(row), livemode: scope.livemode };
}
