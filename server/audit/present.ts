import type { TAuditEvent } from '@/lib/contract/audit';
import { contentOf } from './chain';
import type { AuditEventRow } from './repo';

/** An event as the API shows it: what its hash covers, and the hash. */
export function presentAuditEvent(row: AuditEventRow): TAuditEvent {
  return { ...contentOf(row), actor: row.actor as TAuditEvent['actor'], hash: row.hash };
}
