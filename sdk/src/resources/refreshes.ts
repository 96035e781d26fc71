import type { RequestOptions } from '../http';
import type { CreateRefreshParams, ListRefreshesParams, Refresh, SubmitRefreshParams } from '../types';
import { Resource } from './resource';

/** Devices due for refresh replaced: a draft from the holder's policy, its quote, the old device's Store. */
export class RefreshesResource extends Resource {
  /** Newest first; `status` or `asset_id` narrow it. */
  list(params: ListRefreshesParams = {}, options?: RequestOptions) {
    return this.http.list<Refresh>('refreshes.list', params, options);
  }

  /** A draft for a device in use by someone in the directory; a device with a refresh under way is a 409. */
  create(params: CreateRefreshParams, options?: RequestOptions) {
    return this.http.request<Refresh>('refreshes.create', [], { body: params }, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<Refresh>('refreshes.retrieve', [id], {}, options);
  }

  /** The draft as a quote (scope `quotes:write`); 409 while something blocks it (`details.blockers`). */
  submit(id: string, params: SubmitRefreshParams = {}, options?: RequestOptions) {
    return this.http.request<Refresh>('refreshes.submit', [id], { body: params }, options);
  }

  cancel(id: string, options?: RequestOptions) {
    return this.http.request<Refresh>('refreshes.cancel', [id], {}, options);
  }
}
