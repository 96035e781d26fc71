import type { RequestOptions } from '../http';
import type {
  AuditCheckpoint,
  AuditEvent,
  AuditPublicKey,
  ListAuditCheckpointsParams,
  ListAuditEventsParams,
} from '../types';
import { Resource } from './resource';

/** Who changed what, when and from where; needs `audit:read`. */
export class AuditEventsResource extends Resource {
  /** Newest first; filter by actor, action (`quotes.*`), object (its history) and time. */
  list(params: ListAuditEventsParams = {}, options?: RequestOptions) {
    return this.http.list<AuditEvent>('auditEvents.list', params, options);
  }

  retrieve(id: string, options?: RequestOptions) {
    return this.http.request<AuditEvent>('auditEvents.retrieve', [id], {}, options);
  }
}

/** The signed heads of the key's audit chain, and the public key that verifies them. */
export class AuditCheckpointsResource extends Resource {
  /** Newest first; needs `audit:read`. */
  list(params: ListAuditCheckpointsParams = {}, options?: RequestOptions) {
    return this.http.list<AuditCheckpoint>('auditCheckpoints.list', params, options);
  }

  /** The Ed25519 public key of the checkpoints' signatures (a public route: any key, or none, may read it). */
  publicKey(options?: RequestOptions) {
    return this.http.request<AuditPublicKey>('auditCheckpoints.publicKey', [], {}, options);
  }
}
