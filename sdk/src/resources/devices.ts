import type { RequestOptions } from '../http';
import type { Asset, CreateDeviceParams } from '../types';
import { Resource } from './resource';

export class DevicesResource extends Resource {
  /** Adds a device the company already has to the inventory. */
  create(params: CreateDeviceParams, options?: RequestOptions) {
    return this.http.request<Asset>('devices.create', [], { body: params }, options);
  }
}
