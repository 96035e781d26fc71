import type { RequestOptions } from '../http';
import type { Kit, ListKitsParams } from '../types';
import { Resource } from './resource';

export class KitsResource extends Resource {
  list(params: ListKitsParams = {}, options?: RequestOptions) {
    return this.http.list<Kit>('kits.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Kit>('kits.retrieve', [id], {}, options);
  }
}
