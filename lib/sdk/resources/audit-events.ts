import type { RequestOptions } from '../http';
import type { AuditEvent, ListAuditEventsParams } from '../types';
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
