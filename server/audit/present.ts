import type { TAuditEvent } from '@/lib/contract/audit';
import type { AuditEventRow } from './repo';

/** An event as the API shows it. */
export function presentAuditEvent(row: AuditEventRow): TAuditEvent {
  return {
    id: row.id,
    seq: row.seq,
    livemode: row.livemode,
    occurred_at: row.occurredAt.toISOString(),
    actor: row.actor as TAuditEvent['actor'],
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    changes: row.changes,
    changes_omitted: row.changesOmitted,
    request_id: row.requestId,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    prev_hash: row.prevHash,
    hash: row.hash,
  };
}
