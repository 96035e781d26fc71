import type { RequestOptions } from '../http.js';
import type { ApiKey } from '../types.js';
import { Resource } from './resource.js';

export class ApiKeysResource extends Resource {
  /** The calling key: name, mode, scopes and rate limit (never the secret). */
  retrieveCurrent(options?: RequestOptions) {
    return this.http.request<ApiKey>('apiKeys.retrieveCurrent', [], {}, options);
  }
}
