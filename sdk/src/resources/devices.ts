import type { RequestOptions } from '../http';
import type { Asset, CreateDeviceParams, DeviceImportRow, DeviceImportSummary } from '../types';
import { Resource } from './resource';

export class DevicesResource extends Resource {
  /** Adds a device the company already has to the inventory. */
  create(params: CreateDeviceParams, options?: RequestOptions) {
    return this.http.request<Asset>('devices.create', [], { body: params }, options);
  }

  /**
   * Adds the devices of a spreadsheet: CSV text with a header row, or rows as objects. Each row is imported or
   * refused on its own (`errors`, by row); serial numbers already in the inventory are left as they are (`existing`).
   */
  import(rows: string | DeviceImportRow[], options?: RequestOptions) {
    const input = typeof rows === 'string' ? { csv: rows } : { body: rows };
    return this.http.request<DeviceImportSummary>('devices.import', [], input, options);
  }
}
