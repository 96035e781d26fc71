import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { canonicalJson } from '../core/canonical-json';
import { queryRows, type Db } from '../db/client';
import { auditChainHeads, auditEvents, type StoredAuditActor, type StoredRowChange } from '../db/schema';
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

/**
 * Appends an event to its chain (the company's events of its mode) in the caller's transaction. The chain's head row is
 * locked until the transaction ends, so appends to one chain are serialised; it is the last lock a transaction takes,
 * and the transaction commits right after, so the wait is short and no deadlock can form around it.
 */
export async function appendAuditEvent(tx: Db, companyId: string, event: NewAuditEvent): Promise<AuditEventContent> {
  const [head] = await queryRows<{ seq: string | number; hash: string }>(
    tx,
    sql`insert into audit_chain_heads (company_id, livemode, seq, hash, anchor_seq, anchor_hash)
        values (${companyId}, ${event.livemode}, 0, ${GENESIS_HASH}, 0, ${GENESIS_HASH})
        on conflict (company_id, livemode) do update set seq = audit_chain_heads.seq
        returning seq, hash`,
  );
  const { subjects, ...described } = event;
  const content: AuditEventContent = {
    ...described,
    id: randomUUID(),
    seq: Number(head!.seq) + 1,
    occurred_at: clock.now().toISOString(),
    prev_hash: head!.hash,
  };
  const hash = hashEvent(content);
  const insert = tx.insert(auditEvents).values({
    id: content.id,
    companyId,
    seq: content.seq,
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
    prevHash: content.prev_hash,
    hash,
  });
  const moveHead = tx
    .update(auditChainHeads)
    .set({ seq: content.seq, hash })
    .where(and(eq(auditChainHeads.companyId, companyId), eq(auditChainHeads.livemode, content.livemode)));
  // One statement for the event and the head it becomes: the head stays locked one round trip less.
  await tx.execute(sql`with appended as (${insert.getSQL()}) ${moveHead.getSQL()}`);
  return content;
}

/** The content of a stored event, as its hash was computed (and as the API shows it, `hash` aside). */
export function contentOf(row: typeof auditEvents.$inferSelect): AuditEventContent {
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
