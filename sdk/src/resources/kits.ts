import type { RequestOptions } from '../http.js';
import type { Kit, ListKitsParams } from '../types.js';
import { Resource } from './resource.js';

export class KitsResource extends Resource {
  list(params: ListKitsParams = {}, options?: RequestOptions) {
    return this.http.list<Kit>('kits.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Kit>('kits.retrieve', [id], {}, options);
  }
}
