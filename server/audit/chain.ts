import { createHash, randomUUID } from 'node:crypto';
import { canonicalJson } from '../core/canonical-json';
import type { Db } from '../db/client';
import { auditEvents, type StoredAuditActor, type StoredRowChange } from '../db/schema';
import * as clock from '../core/clock';

/** The `prev_hash` of a chain's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Everything an event's hash covers: the event exactly as the API shows it (GET /api/v1/audit-events), every field but
 * `hash`, its predecessor's hash included; so that anyone who reads a run of events can recompute it.
 */
export type AuditEventContent = {
  id: string;
  seq: number;
  livemode: boolean;
  occurred_at: string;
  actor: StoredAuditActor;
  action: string;
  object_type: string | null;
  object_id: string | null;
  changes: StoredRowChange[];
  changes_omitted: number;
  request_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  prev_hash: string;
};

/** SHA-256 over the event's canonical JSON (RFC 8785: keys sorted, JSON.stringify's numbers and strings), hex. */
export function hashEvent(content: AuditEventContent): string {
  return createHash('sha256').update(canonicalJson(content), 'utf8').digest('hex');
}

/** An event as its writer describes it; the chain gives it its id, position, time and hashes. */
export type NewAuditEvent = Omit<AuditEventContent, 'id' | 'seq' | 'occurred_at' | 'prev_hash'> & {
  /** Every object the change touched, for an object's history (an index, not part of the hashed event). */
  subjects: string[];
};

/** An event as appended: everything but its place in the chain, which the sealer gives it (server/audit/seal.ts). */
export type UnsealedAuditEvent = Omit<AuditEventContent, 'seq' | 'prev_hash'>;

/**
 * Appends an event to its chain (the company's events of its mode) in the caller's transaction, unsealed: it takes
 * its `position` from a sequence and touches no row of the chain, so writers of one company wait on nothing but the
 * rows they change. The sealer gives it its `seq`, `prev_hash` and `hash` shortly after it commits.
 */
export async function appendAuditEvent(tx: Db, companyId: string, event: NewAuditEvent): Promise<UnsealedAuditEvent> {
  const { content, row } = auditEventRow(companyId, event);
  await tx.insert(auditEvents).values(row);
  return content;
}

/** An event as appended (`appendAuditEvent`), and its row, for a writer that inserts several together. */
export function auditEventRow(companyId: string, event: NewAuditEvent) {
  const { subjects, ...described } = event;
  const content: UnsealedAuditEvent = { ...described, id: randomUUID(), occurred_at: clock.now().toISOString() };
  const row: typeof auditEvents.$inferInsert = {
    id: content.id,
    companyId,
    livemode: content.livemode,
    occurredAt: new Date(content.occurred_at),
    actor: content.actor,
    action: content.action,
    objectType: content.object_type,
    objectId: content.object_id,
    subjects,
    changes: content.changes,
    changesOmitted: content.changes_omitted,
    requestId: content.request_id,
    ipAddress: content.ip_address,
    userAgent: content.user_agent,
  };
  return { content, row };
}

/** A stored event the sealer has placed in its chain. */
export type SealedAuditEventRow = typeof auditEvents.$inferSelect & { seq: number; prevHash: string; hash: string };

/** Whether a stored event is sealed (has its place in the chain). */
export function isSealed(row: typeof auditEvents.$inferSelect): row is SealedAuditEventRow {
  return row.seq !== null && row.prevHash !== null && row.hash !== null;
}

/** The content of a stored event, as its hash was computed (and as the API shows it, `hash` aside). */
export function contentOf(row: SealedAuditEventRow): AuditEventContent {
  return {
    id: row.id,
    seq: row.seq,
    livemode: row.livemode,
    occurred_at: row.occurredAt.toISOString(),
    actor: row.actor,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    changes: row.changes,
    changes_omitted: row.changesOmitted,
    request_id: row.requestId,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    prev_hash: row.prevHash,
  };
}
