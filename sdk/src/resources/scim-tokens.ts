import type { RequestOptions } from '../http';
import type { CreateScimTokenParams, ScimToken, ScimTokenWithSecret } from '../types';
import { Resource } from './resource';

/** The tokens your identity provider provisions employees with through /scim/v2 (scope `scim:manage`). */
export class ScimTokensResource extends Resource {
  /** Your key's mode's tokens, newest first (no secrets). */
  list(options?: RequestOptions) {
    return this.http.list<ScimToken>('scimTokens.list', {}, options);
  }

  /** The `token` and the `base_url` to give the identity provider are in this answer only. */
  create(params: CreateScimTokenParams, options?: RequestOptions) {
    return this.http.request<ScimTokenWithSecret>('scimTokens.create', [], { body: params }, options);
  }

  /** Refused at once: the identity provider stops provisioning until it gets a new token. */
  revoke(id: string, options?: RequestOptions) {
    return this.http.request<void>('scimTokens.revoke', [id], {}, options);
  }
}
