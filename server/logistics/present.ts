import type { TAsset } from '@/lib/contract/assets';
import { ACTION_STATUSES, type TDeviceAction } from '@/lib/contract/device-actions';
import { DEFAULT_DESTINATION } from '@/lib/contract/destinations';
import type { Db } from '../db/client';
import { chronological } from '../db/status-timestamps';
import { toPerson } from '../core/person';
import { companyScope } from '../core/scope';
import { findDevices } from '../inventory/service';
import type { DeviceActionRow } from './repo';

export function toAction(row: DeviceActionRow): TDeviceAction {
  const device = {
    serial_number: row.serialNumber,
    model: row.model,
    type: row.deviceType,
    country: row.country,
    country_code: row.countryCode,
  };
  return {
    id: row.id,
    action_id: row.actionId,
    action_type: row.actionType as TDeviceAction['action_type'],
    status: row.status as TDeviceAction['status'],
    status_timestamps: chronological(row.statusTimestamps, ACTION_STATUSES),
    status_history: row.statusHistory as TDeviceAction['status_history'],
    ...device,
    device,
    current_user: toPerson(row.currentUser),
    new_recipient: toPerson(row.newRecipient),
    wipe: row.wipe,
    wipe_completed: row.wipeCompleted,
    destination: row.actionType === 'Store' ? (row.destination ?? DEFAULT_DESTINATION) : null,
    notes: row.notes,
    notification_emails: row.notificationEmails,
    tracking_code: row.trackingCode,
    tracking_link: row.trackingLink,
    comments: row.comments,
    action_required: row.actionRequiredMessage
      ? { message: row.actionRequiredMessage, requested_at: row.actionRequiredAt!.toISOString() }
      : null,
    external: row.external,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Device actions for the wire, with their holding assets when asked (one query for the page). */
export async function presentActions(
  db: Db,
  rows: DeviceActionRow[],
  options: { includeAsset: boolean },
): Promise<TDeviceAction[]> {
  if (!options.includeAsset) return rows.map(toAction);
  const byTenant = new Map<string, DeviceActionRow[]>();
  for (const row of rows)
    byTenant.set(`${row.companyId}:${row.livemode}`, [
      ...(byTenant.get(`${row.companyId}:${row.livemode}`) ?? []),
      row,
    ]);
  const assets = new Map<string, TAsset>();
  for (const group of byTenant.values()) {
    const tenant = companyScope(group[0]!.companyId, group[0]!.livemode);
    const devices = await findDevices(
      db,
      tenant,
      group.map((row) => row.serialNumber),
    );
    for (const asset of devices) {
      assets.set(`${tenant.companyId}:${tenant.livemode}:${asset.serial_number.toLowerCase()}`, asset);
    }
  }
  return rows.map((row) => ({
    ...toAction(row),
    asset: assets.get(`${row.companyId}:${row.livemode}:${row.serialNumber.toLowerCase()}`) ?? null,
  }));
}
