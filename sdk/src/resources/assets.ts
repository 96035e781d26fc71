import type { RequestOptions } from '../http';
import type { Asset, ListAssetsParams } from '../types';
import { Resource } from './resource';

export class AssetsResource extends Resource {
  /** Searches the inventory: no result for `search: serial` means the device is external. */
  list(params: ListAssetsParams = {}, options?: RequestOptions) {
    return this.http.list<Asset>('assets.list', params, options);
  }
}
