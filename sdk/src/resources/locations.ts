import type { RequestOptions } from '../http';
import type {
  CreateLocationParams,
  InventorySettings,
  ListLocationsParams,
  Location,
  UpdateInventorySettingsParams,
  UpdateLocationParams,
} from '../types';
import { Resource } from './resource';

/** The company's warehouses and offices (scopes `assets:read`, `assets:write`). */
export class LocationsResource extends Resource {
  /** Newest first; `type` keeps warehouses or offices only. */
  list(params: ListLocationsParams = {}, options?: RequestOptions) {
    return this.http.list<Location>('locations.list', params, options);
  }

  /** A name another location of the company has (any letter case) is a 409 naming it. */
  create(params: CreateLocationParams, options?: RequestOptions) {
    return this.http.request<Location>('locations.create', [], { body: params }, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Location>('locations.retrieve', [id], {}, options);
  }

  update(id: string, params: UpdateLocationParams, options?: RequestOptions) {
    return this.http.request<Location>('locations.update', [id], { body: params }, options);
  }

  /** A location that devices, Stores in progress, planned retrievals or the default destination name is a 409. */
  delete(id: string, options?: RequestOptions) {
    return this.http.request<void>('locations.delete', [id], {}, options);
  }
}

/** Where a Store goes unless told otherwise, per mode (scopes `assets:read`, `assets:write`). */
export class InventorySettingsResource extends Resource {
  retrieve(options?: RequestOptions) {
    return this.http.request<InventorySettings>('inventorySettings.retrieve', [], {}, options);
  }

  update(params: UpdateInventorySettingsParams, options?: RequestOptions) {
    return this.http.request<InventorySettings>('inventorySettings.update', [], { body: params }, options);
  }
}
