import { isDeviceProductType } from '@/lib/device-types';
import type { Db } from '../db/client';
import { findEmployeeByEmail } from '../employees/service';
import type { CompanyScope } from '../core/scope';
import { todayUtc } from '../core/clock';
import * as repo from './repo';
import { lifeColumns } from './lifespans';
import { deviceLifespans } from './settings';

export { splitSerialNumbers } from '@/lib/device-types';

export type DeliveredDevice = {
  serialNumbers: string[];
  productType: string | null;
  model: string;
  description: string | null;
  country: string;
  cost: number | null;
  currency: string;
  recipient: { name: string; email: string | null };
};

/**
 * Adds the devices delivered to a quote recipient to the inventory (source `procured`): in use by the recipient when
 * their e-mail is in the employee directory, else in storage. Only device product types; a serial number already in
 * the inventory is left as it is, so recording a delivery twice adds each device once.
 */
export async function addDeliveredDevices(tx: Db, tenant: CompanyScope, delivered: DeliveredDevice): Promise<void> {
  if (!isDeviceProductType(delivered.productType) || delivered.serialNumbers.length === 0) return;
  const employee = delivered.recipient.email
    ? await findEmployeeByEmail(tx, tenant, delivered.recipient.email)
    : undefined;
  const life = lifeColumns(await deviceLifespans(tx, tenant), delivered.productType!, todayUtc());
  for (const serialNumber of delivered.serialNumbers) {
    await repo.insertAsset(tx, {
      companyId: tenant.companyId,
      livemode: tenant.livemode,
      serialNumber,
      deviceType: delivered.productType!.trim(),
      model: delivered.model,
      description: delivered.description,
      country: delivered.country,
      status: employee ? 'in_use' : 'in_storage',
      employeeName: employee?.name ?? null,
      employeeEmail: employee?.email ?? null,
      cost: delivered.cost,
      currency: delivered.currency,
      ...life,
      source: 'procured',
    });
  }
}
