import {
  MAX_DEVICE_IMPORT_ROWS,
  ZDeviceImportRow,
  type TDeviceImportRow,
  type TDeviceImportSummary,
} from '@/lib/contract/assets';
import type { Db } from '../db/client';
import type { CompanyScope } from '../core/scope';
import { ApiError } from '../core/errors';
import { describeIssues } from '../imports/records';
import * as repo from './repo';
import { addedDeviceRow, purchaseOf } from './service';
import { deviceLifespans } from './settings';

/** Devices inserted per statement. */
const CHUNK_ROWS = 500;

/**
 * Adds the devices of an import (CSV rows or JSON objects, as POST /devices takes them, flat): each row on its own,
 * so a refused row (its errors say why) leaves the others imported, and a serial number already in the inventory is
 * left as it is (`existing`); sending the file again after fixing it adds only what is missing. One transaction.
 */
export async function importDevices(
  db: Db,
  tenant: CompanyScope,
  records: Record<string, unknown>[],
): Promise<TDeviceImportSummary> {
  if (records.length > MAX_DEVICE_IMPORT_ROWS) {
    throw new ApiError(
      'VALIDATION_ERROR',
      `The import has ${records.length} rows; send at most ${MAX_DEVICE_IMPORT_ROWS} per request, splitting the file.`,
      [{ path: '(body)', message: `at most ${MAX_DEVICE_IMPORT_ROWS} rows` }],
    );
  }
  const summary: TDeviceImportSummary = { created: 0, existing: 0, errors: [] };
  const rows: { row: number; device: TDeviceImportRow; purchase: ReturnType<typeof purchaseOf> }[] = [];
  const rowOfSerial = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const row = index + 1;
    const parsed = ZDeviceImportRow.safeParse(record);
    if (!parsed.success) {
      summary.errors.push({ row, message: describeIssues(parsed.error.issues) });
      continue;
    }
    const device = parsed.data;
    if (device.employee_email && !device.employee_name) {
      summary.errors.push({ row, message: 'employee_name: is required with employee_email' });
      continue;
    }
    const serial = device.serial_number.toLowerCase();
    const duplicateOf = rowOfSerial.get(serial);
    if (duplicateOf !== undefined) {
      summary.errors.push({ row, message: `serial_number ${device.serial_number} is also in row ${duplicateOf}` });
      continue;
    }
    try {
      rows.push({ row, device, purchase: purchaseOf(device) });
      rowOfSerial.set(serial, row);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      summary.errors.push({ row, message: error.message });
    }
  }

  await db.transaction(async (tx) => {
    const lifespans = await deviceLifespans(tx, tenant);
    for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
      const chunk = rows.slice(start, start + CHUNK_ROWS);
      const created = await repo.insertAssets(
        tx,
        chunk.map(({ device, purchase }) =>
          addedDeviceRow(
            tenant,
            lifespans,
            {
              ...device,
              holder: device.employee_name ? { name: device.employee_name, email: device.employee_email } : undefined,
            },
            purchase,
          ),
        ),
      );
      summary.created += created;
      summary.existing += chunk.length - created;
    }
  });
  summary.errors.sort((a, b) => a.row - b.row);
  return summary;
}
