import type { TAsset, TCreateDeviceRequest, TListAssetsQuery } from '@/lib/contract/assets';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError } from '../core/errors';
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
    cost: row.cost,
    currency: row.currency,
    source: row.source,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

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
};

/** A device action completed: the device's status, holder and country follow it, in the action's transaction. */
export async function moveDevice(tx: Db, tenant: CompanyScope, move: DeviceMove) {
  const fields = {
    status: move.holder ? ('in_use' as const) : ('in_storage' as const),
    employeeName: move.holder?.name ?? null,
    employeeEmail: move.holder?.email ?? null,
    country: move.holder?.country ?? move.country,
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

export async function listAssets(db: Db, tenant: CompanyScope, query: TListAssetsQuery) {
  return pageOf(await repo.listAssets(db, tenant, query), query, timestampSortValue(query.sort));
}

/** Adds a device to the inventory: in use by `employee`, or in storage without one. */
export async function addDevice(db: Db, tenant: CompanyScope, input: TCreateDeviceRequest) {
  const row = await repo.insertAsset(db, {
    companyId: tenant.companyId,
    livemode: tenant.livemode,
    serialNumber: input.serial_number,
    deviceType: input.device_type,
    model: input.model,
    description: input.description ?? null,
    country: input.country,
    status: input.employee ? 'in_use' : 'in_storage',
    employeeName: input.employee?.name ?? null,
    employeeEmail: input.employee?.email ?? null,
    condition: input.condition ?? null,
    cost: input.cost ?? null,
    currency: input.currency,
    source: 'added',
  });
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
