import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { canonicalJson } from '../core/canonical-json';
import { queryRows, type Db } from '../db/client';
import { auditChainHeads, auditEvents, type StoredAuditActor, type StoredRowChange } from '../db/schema';

/** The `prev_hash` of a company's first event. */
export const GENESIS_HASH = '0'.repeat(64);

/** Everything an event's hash covers: all of it, its predecessor's hash included. */
export type AuditEventContent = {
  id: string;
  company_id: string;
  seq: number;
  livemode: boolean;
  occurred_at: string;
  actor: StoredAuditActor;
  action: string;
  object_type: string | null;
  object_id: string | null;
  subjects: string[];
  changes: StoredRowChange[];
  changes_omitted: number;
  request_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  prev_hash: string;
};

/** SHA-256 over the event's canonical JSON, hex. */
export function hashEvent(content: AuditEventContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** An event as its writer describes it; the chain gives it its id, position, time and hashes. */
export type NewAuditEvent = Omit<AuditEventContent, 'id' | 'company_id' | 'seq' | 'occurred_at' | 'prev_hash'>;

/**
 * Appends an event to the company's chain in the caller's transaction. The chain's head row is locked until the
 * transaction ends, so appends of one company are serialised; it is the last lock a transaction takes, and the
 * transaction commits right after, so the wait is short and no deadlock can form around it.
 */
export async function appendAuditEvent(tx: Db, companyId: string, event: NewAuditEvent): Promise<AuditEventContent> {
  const [head] = await queryRows<{ seq: string | number; hash: string }>(
    tx,
    sql`insert into audit_chain_heads (company_id, seq, hash, anchor_seq, anchor_hash)
        values (${companyId}, 0, ${GENESIS_HASH}, 0, ${GENESIS_HASH})
        on conflict (company_id) do update set seq = audit_chain_heads.seq
        returning seq, hash`,
  );
  const content: AuditEventContent = {
    ...event,
    id: randomUUID(),
    company_id: companyId,
    seq: Number(head!.seq) + 1,
    occurred_at: new Date().toISOString(),
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
    subjects: content.subjects,
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
    .where(eq(auditChainHeads.companyId, companyId));
  // One statement for the event and the head it becomes: the head stays locked one round trip less.
  await tx.execute(sql`with appended as (${insert.getSQL()}) ${moveHead.getSQL()}`);
  return content;
}

/** The content of a stored event, as its hash was computed. */
export function contentOf(row: typeof auditEvents.$inferSelect): AuditEventContent {
  return {
    id: row.id,
    company_id: row.companyId,
    seq: row.seq,
    livemode: row.livemode,
    occurred_at: row.occurredAt.toISOString(),
    actor: row.actor,
    action: row.action,
    object_type: row.objectType,
    object_id: row.objectId,
    subjects: row.subjects,
    changes: row.changes,
    changes_omitted: row.changesOmitted,
    request_id: row.requestId,
    ip_address: row.ipAddress,
    user_agent: row.userAgent,
    prev_hash: row.prevHash,
  };
}
