import type { TAsset, TConditionGrade, TCreateDeviceRequest, TListAssetsQuery } from '@/lib/contract/assets';
import { DEFAULT_DESTINATION } from '@/lib/contract/destinations';
import type { Db } from '../db/client';
import type { DeviceLifespans, StoreDestination } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import { ApiError, validationError } from '../core/errors';
import { todayUtc } from '../core/clock';
import { bookValue, lifeColumns } from './lifespans';
import { deviceLifespans } from './settings';
import { pageOf, timestampSortValue } from '../db/pagination';
import * as repo from './repo';

export function toAsset(row: repo.AssetRow): TAsset {
  return {
    id: row.id,
    serial_number: row.serialNumber,
    device_type: row.deviceType,
    model: row.model,
    description: row.description,
    country: row.country,
    country_code: row.countryCode,
    status: row.status,
    employee: row.employeeName ? { name: row.employeeName, email: row.employeeEmail } : null,
    condition: row.condition,
    storage: storageOf(row),
    condition_grade: row.conditionGrade,
    condition_note: row.conditionNote,
    received_at: row.receivedAt?.toISOString() ?? null,
    erasure: row.erasure ? { ...row.erasure, certificate_url: certificateUrl(row.id) } : null,
    clearance:
      row.clearedAt && row.clearanceOutcome
        ? {
            outcome: row.clearanceOutcome,
            credited_amount: row.creditedAmount,
            currency: row.creditedCurrency,
            cleared_at: row.clearedAt.toISOString(),
          }
        : null,
    purchased_on: row.purchasedOn,
    purchase_cost: row.cost,
    cost: row.cost,
    currency: row.currency,
    warranty_ends_on: row.warrantyEndsOn,
    refresh_due_on: row.refreshDueOn,
    book_value: bookValue(row),
    source: row.source,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Where the API serves an asset's erasure certificate: a path on its host, read with assets:read. */
export const certificateUrl = (assetId: string) => `/api/v1/assets/${assetId}/erasure-certificate`;

/** The company's device with this serial number (any case), or null: for device actions, which name devices by it. */
export async function findDevice(db: Db, tenant: CompanyScope, serialNumber: string): Promise<TAsset | null> {
  const row = await repo.findAssetBySerial(db, tenant, serialNumber);
  return row ? toAsset(row) : null;
}

/** The company's devices with these serial numbers, in one query. */
export async function findDevices(db: Db, tenant: CompanyScope, serialNumbers: string[]): Promise<TAsset[]> {
  return (await repo.findAssetsBySerials(db, tenant, serialNumbers)).map(toAsset);
}

/** The devices in use by the person with this e-mail address: what a leaver has to give back. */
export async function findDevicesHeldBy(db: Db, tenant: CompanyScope, email: string): Promise<TAsset[]> {
  return (await repo.findAssetsHeldBy(db, tenant, email)).map(toAsset);
}

/** Where a completed device action leaves a device: in storage, or with `holder`. */
export type DeviceMove = {
  serialNumber: string;
  model: string;
  deviceType: string;
  /** The action's country: the device's when it goes to storage. */
  country: string;
  holder: { name: string; email?: string | null; country?: string | null } | null;
  /** The device was outside the inventory: stored, it joins it; handed to someone, it stays outside. */
  external: boolean;
  /** A Store's destination: where the device is kept now. Null when it goes to `holder`. */
  storage: StoreDestination | null;
};

/** The asset's columns that hold where it is kept (none while someone holds it). */
function storageColumns(storage: StoreDestination | null) {
  return {
    storageType: storage?.type ?? null,
    locationId: storage?.type === 'location' ? storage.location_id : null,
    clearanceOutcome: storage?.type === 'clearance' ? storage.outcome : null,
  };
}

/** Where a device in storage is kept; null while in use. Devices stored before destinations are at the hub. */
export function storageOf(row: repo.AssetRow): StoreDestination | null {
  if (row.status === 'in_use') return null;
  if (row.storageType === 'location' && row.locationId) return { type: 'location', location_id: row.locationId };
  if (row.storageType === 'clearance' && row.clearanceOutcome)
    return { type: 'clearance', outcome: row.clearanceOutcome };
  return DEFAULT_DESTINATION;
}

/** A device action completed: the device's status, holder and country follow it, in the action's transaction. */
export async function moveDevice(tx: Db, tenant: CompanyScope, move: DeviceMove) {
  const fields = {
    status: move.holder ? ('in_use' as const) : ('in_storage' as const),
    employeeName: move.holder?.name ?? null,
    employeeEmail: move.holder?.email ?? null,
    country: move.holder?.country ?? move.country,
    ...storageColumns(move.holder ? null : move.storage),
  };
  const asset = await repo.findAssetBySerial(tx, tenant, move.serialNumber);
  if (asset) {
    await repo.updateAsset(tx, asset.id, fields);
  } else if (move.external && !move.holder) {
    await repo.insertAsset(tx, {
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      serialNumber: move.serialNumber,
      deviceType: move.deviceType,
      model: move.model,
      source: 'added',
      ...fields,
    });
  }
}

/** Loadout graded a device it received back (after moveDevice stored it); the asset as it is now. */
export async function gradeDevice(
  tx: Db,
  tenant: CompanyScope,
  serialNumber: string,
  receipt: { grade: TConditionGrade; note: string | null; at: Date },
): Promise<TAsset> {
  const asset = await repo.findAssetBySerial(tx, tenant, serialNumber);
  if (!asset) throw new Error(`inventory: no asset ${serialNumber} to grade after its Store completed`);
  const row = await repo.updateAsset(tx, asset.id, {
    conditionGrade: receipt.grade,
    conditionNote: receipt.note,
    receivedAt: receipt.at,
  });
  return toAsset(row);
}

export async function listAssets(db: Db, tenant: CompanyScope, query: TListAssetsQuery) {
  return pageOf(await repo.listAssets(db, tenant, query), query, timestampSortValue(query.sort));
}

/** A device's purchase as added or imported: its cost (under either name) and days, checked against each other. */
export function purchaseOf(
  input: Pick<TCreateDeviceRequest, 'purchase_cost' | 'cost' | 'purchased_on' | 'warranty_ends_on'>,
) {
  if (input.purchase_cost !== undefined && input.cost !== undefined && input.purchase_cost !== input.cost)
    throw validationError('purchase_cost', 'cost is the same field under its first name: send one of the two');
  if (input.purchased_on && input.purchased_on > todayUtc())
    throw validationError('purchased_on', `must not be after today (${todayUtc()}, UTC)`);
  if (input.purchased_on && input.warranty_ends_on && input.warranty_ends_on < input.purchased_on)
    throw validationError('warranty_ends_on', 'must not be before the purchase date (purchased_on)');
  return {
    cost: input.purchase_cost ?? input.cost ?? null,
    purchasedOn: input.purchased_on ?? null,
    warrantyEndsOn: input.warranty_ends_on ?? null,
  };
}

/** A device the company adds (by hand or in an import) as its asset row: in use by its holder, or in storage. */
export function addedDeviceRow(
  tenant: CompanyScope,
  lifespans: DeviceLifespans,
  device: {
    serial_number: string;
    device_type: string;
    model: string;
    country: string;
    description?: string;
    holder?: { name: string; email?: string | null };
    condition?: string;
    currency: string;
  },
  purchase: ReturnType<typeof purchaseOf>,
): repo.AssetInsert {
  return {
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    serialNumber: device.serial_number,
    deviceType: device.device_type,
    model: device.model,
    description: device.description ?? null,
    country: device.country,
    status: device.holder ? 'in_use' : 'in_storage',
    employeeName: device.holder?.name ?? null,
    employeeEmail: device.holder?.email ?? null,
    condition: device.condition ?? null,
    cost: purchase.cost,
    currency: device.currency,
    warrantyEndsOn: purchase.warrantyEndsOn,
    ...lifeColumns(lifespans, device.device_type, purchase.purchasedOn),
    source: 'added',
  };
}

/** Adds a device to the inventory: in use by `employee`, or in storage without one. */
export async function addDevice(db: Db, tenant: CompanyScope, input: TCreateDeviceRequest) {
  const lifespans = await deviceLifespans(db, tenant);
  const row = await repo.insertAsset(
    db,
    addedDeviceRow(tenant, lifespans, { ...input, holder: input.employee ?? undefined }, purchaseOf(input)),
  );
  if (!row) {
    const existing = await repo.findAssetBySerial(db, tenant, input.serial_number);
    throw new ApiError(
      'CONFLICT',
      `A device with serial number '${input.serial_number}' is already in the inventory. Use POST /api/v1/device-actions to move it.`,
      { asset_id: existing?.id ?? null },
    );
  }
  return row;
}
