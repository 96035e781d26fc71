import { DEFAULT_DESTINATION, type TStoreDestination } from '@/lib/contract/destinations';
import type {
  TDeviceLifespans,
  TInventorySettings,
  TUpdateInventorySettingsRequest,
} from '@/lib/contract/inventory-settings';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { validationError } from '../core/errors';
import type { DeviceLifespans } from '../db/schema';
import { findLocation } from '../locations/service';
import { DEFAULT_LIFESPANS, rewriteRefreshDays } from './lifespans';
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

/** How long the scope's devices serve, by type (server/inventory/lifespans.ts). */
export async function deviceLifespans(db: Db, scope: CompanyScope): Promise<DeviceLifespans> {
  return (await repo.findSettings(db, scope))?.deviceLifespans ?? DEFAULT_LIFESPANS;
}

const toLifespans = (lifespans: DeviceLifespans): TDeviceLifespans => ({
  default_months: lifespans.defaultMonths,
  by_device_type: lifespans.byDeviceType,
});

function settingsOf(row: repo.InventorySettingsRow | undefined, scope: CompanyScope): TInventorySettings {
  return {
    default_destination: destinationOf(row),
    device_lifespans: toLifespans(row?.deviceLifespans ?? DEFAULT_LIFESPANS),
    livemode: scope.livemode,
  };
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
  return settingsOf(await repo.findSettings(db, scope), scope);
}

/** Changes what the patch names; new lifespans rewrite the refresh day of the scope's devices in the same transaction. */
export async function updateInventorySettings(
  db: Db,
  scope: CompanyScope,
  patch: TUpdateInventorySettingsRequest,
): Promise<TInventorySettings> {
  const destination = patch.default_destination;
  if (destination) await assertDestinationExists(db, scope, destination, 'default_destination');
  return db.transaction(async (tx) => {
    const current = await repo.findSettings(tx, scope);
    const lifespans = patch.device_lifespans && {
      defaultMonths:
        patch.device_lifespans.default_months ?? (current?.deviceLifespans ?? DEFAULT_LIFESPANS).defaultMonths,
      byDeviceType:
        patch.device_lifespans.by_device_type ?? (current?.deviceLifespans ?? DEFAULT_LIFESPANS).byDeviceType,
    };
    if (!destination && !lifespans) return settingsOf(current, scope);
    const row = await repo.upsertSettings(tx, scope, {
      ...(destination && {
        defaultStorageType: destination.type,
        defaultLocationId: destination.type === 'location' ? destination.location_id : null,
        defaultClearanceOutcome: destination.type === 'clearance' ? destination.outcome : null,
      }),
      ...(lifespans && { deviceLifespans: lifespans }),
    });
    if (lifespans) await rewriteRefreshDays(tx, scope, lifespans);
    return settingsOf(row, scope);
  });
}
