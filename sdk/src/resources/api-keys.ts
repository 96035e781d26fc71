import type { RequestOptions } from '../http';
import type { ApiKey } from '../types';
import { Resource } from './resource';

export class ApiKeysResource extends Resource {
  /** The calling key: name, mode, scopes and rate limit (never the secret). */
  retrieveCurrent(options?: RequestOptions) {
    return this.http.request<ApiKey>('apiKeys.retrieveCurrent', [], {}, options);
  }
}
