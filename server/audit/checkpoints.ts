import { sign, verify, type KeyObject } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TAuditCheckpoint } from '@/lib/contract/audit';
import { canonicalJson } from '../core/canonical-json';
import { queryRows, type Db } from '../db/client';
import { auditCheckpoints, auditEvents } from '../db/schema';
import { defineJob } from '../jobs/define';
import { enqueueJob } from '../jobs/queue';
import { MAX_PROBLEMS, type AuditChain } from './verify';
import type { AuditSigningKey } from './signing-key';

// Checkpoints: every AUDIT_CHECKPOINT_INTERVAL, the head (position and hash) of each chain that moved since its last
// checkpoint is signed with an Ed25519 key the database does not hold. Whoever rewrites a chain end to end (edits an
// event and recomputes every hash after it) cannot sign its new head: the events no longer reach the hash a checkpoint
// signed, and `audit-verify` or anyone holding the public key sees it.

export type AuditCheckpointRow = typeof auditCheckpoints.$inferSelect;
export type AuditCheckpointDeps = { auditCheckpoints: { signingKey: AuditSigningKey; intervalMs: number } };

/** What a checkpoint's signature covers: its canonical JSON (RFC 8785), every field but `id` and `signature`. */
export function signedBytesOf(checkpoint: Omit<TAuditCheckpoint, 'id' | 'signature'>): Buffer {
  const { company_id, livemode, seq, hash, signed_at, key_id } = checkpoint;
  return Buffer.from(canonicalJson({ company_id, livemode, seq, hash, signed_at, key_id }), 'utf8');
}

export function presentAuditCheckpoint(row: AuditCheckpointRow): TAuditCheckpoint {
  return {
    id: row.id,
    company_id: row.companyId,
    livemode: row.livemode,
    seq: row.seq,
    hash: row.hash,
    signed_at: row.signedAt.toISOString(),
    key_id: row.keyId,
    signature: row.signature,
  };
}

/** Whether a checkpoint's signature holds under a public key. */
export function isCheckpointSigned(checkpoint: TAuditCheckpoint, publicKey: KeyObject): boolean {
  return verify(null, signedBytesOf(checkpoint), publicKey, Buffer.from(checkpoint.signature, 'base64'));
}

/** Signs the head of every chain that moved since its last checkpoint; answers how many it signed. */
export async function checkpointAuditChains(db: Db, key: AuditSigningKey, now = new Date()): Promise<number> {
  const heads = await queryRows<{ companyId: string; livemode: boolean; seq: string | number; hash: string }>(
    db,
    sql`select h.company_id as "companyId", h.livemode, h.seq, h.hash from audit_chain_heads h
        where h.seq > 0 and not h.rechain_pending and not exists (
          select 1 from audit_checkpoints c
          where c.company_id = h.company_id and c.livemode = h.livemode and c.seq = h.seq)`,
  );
  if (heads.length === 0) return 0;
  const signedAt = new Date(Math.floor(now.getTime()));
  const rows = heads.map((head) => {
    const content = {
      company_id: head.companyId,
      livemode: head.livemode,
      seq: Number(head.seq),
      hash: head.hash,
      signed_at: signedAt.toISOString(),
      key_id: key.keyId,
    };
    return {
      companyId: content.company_id,
      livemode: content.livemode,
      seq: content.seq,
      hash: content.hash,
      signedAt,
      keyId: key.keyId,
      signature: sign(null, signedBytesOf(content), key.privateKey).toString('base64'),
    };
  });
  await db.insert(auditCheckpoints).values(rows).onConflictDoNothing();
  return rows.length;
}

/** A chain's checkpoints, oldest first. */
export async function checkpointsOfChain(db: Db, chain: AuditChain): Promise<AuditCheckpointRow[]> {
  return db
    .select()
    .from(auditCheckpoints)
    .where(and(eq(auditCheckpoints.companyId, chain.companyId), eq(auditCheckpoints.livemode, chain.livemode)))
    .orderBy(asc(auditCheckpoints.seq));
}

const zPayload = z.object({});

/** Signs the chains' heads, then queues its next run AUDIT_CHECKPOINT_INTERVAL later: one chain of jobs with due times. */
export const auditCheckpointJob = defineJob<z.infer<typeof zPayload>, AuditCheckpointDeps>({
  type: 'audit.checkpoint',
  payload: zPayload,
  // A run that keeps failing retries rather than ending the chain of runs.
  maxAttempts: 1_000,
  retryDelayMs: (attempt) => Math.min(600_000, 1_000 * 2 ** (attempt - 1)),
  timeoutMs: 5 * 60_000,
  async handle(_payload, { db, deps, log }) {
    const { signingKey, intervalMs } = deps.auditCheckpoints;
    const signed = await checkpointAuditChains(db, signingKey);
    if (signed > 0) log.info({ chains: signed, key_id: signingKey.keyId }, 'audit chain heads checkpointed');
    await scheduleAuditCheckpoints(db, new Date(Date.now() + intervalMs));
  },
});

/** Queues the next checkpoint run at `runAt` unless one is queued; the worker calls it at start and in maintenance. */
export async function scheduleAuditCheckpoints(db: Db, runAt = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${auditCheckpointJob.type}))`);
    const queued = await queryRows<{ id: string }>(
      tx,
      sql`select id from jobs where type = ${auditCheckpointJob.type} and status = 'queued' limit 1`,
    );
    if (queued.length === 0) await enqueueJob(tx, auditCheckpointJob, {}, { runAt });
  });
}

export type CheckpointReport = { checked: number; problems: string[] };

/**
 * Checks a chain's checkpoints against the chain as it stands: each one's signature under the deployment's public
 * key, and that the event at its position still has the hash it signed. A chain rewritten end to end after a
 * checkpoint (an edited event, every later hash recomputed) passes its own links but fails here.
 */
export async function verifyCheckpoints(
  db: Db,
  chain: AuditChain,
  key: Pick<AuditSigningKey, 'publicKey' | 'keyId'> | null,
  anchor: { seq: number; hash: string },
  head: { seq: number },
): Promise<CheckpointReport> {
  const report: CheckpointReport = { checked: 0, problems: [] };
  const problem = (text: string) => report.problems.length < MAX_PROBLEMS && report.problems.push(text);
  const checkpoints = (await checkpointsOfChain(db, chain)).map(presentAuditCheckpoint);
  if (checkpoints.length > 0 && !key) {
    problem('The chain has checkpoints but no signing key is configured here (AUDIT_SIGNING_KEY or its key file).');
    return report;
  }
  const hashes = new Map<number, string>();
  for (let start = 0; start < checkpoints.length; start += 1_000) {
    const positions = checkpoints.slice(start, start + 1_000).map((checkpoint) => checkpoint.seq);
    const rows = await db
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, chain.companyId),
          eq(auditEvents.livemode, chain.livemode),
          inArray(auditEvents.seq, positions),
        ),
      );
    // `seq in (…)` matches sealed events only.
    for (const row of rows) if (row.seq !== null && row.hash !== null) hashes.set(row.seq, row.hash);
  }
  for (const checkpoint of checkpoints) {
    report.checked += 1;
    const label = `Checkpoint of event ${checkpoint.seq} signed at ${checkpoint.signed_at}`;
    if (checkpoint.key_id !== key!.keyId) {
      problem(
        `${label} names key ${checkpoint.key_id}, not this deployment's key ${key!.keyId}: it cannot be checked.`,
      );
      continue;
    }
    if (!isCheckpointSigned(checkpoint, key!.publicKey)) {
      problem(`${label} has a signature that does not hold: the checkpoint was changed.`);
      continue;
    }
    const now = checkpoint.seq === anchor.seq ? anchor.hash : hashes.get(checkpoint.seq);
    if (checkpoint.seq > head.seq) {
      problem(`${label} is past the chain's head (${head.seq}): events it covered were deleted.`);
    } else if (now === undefined) {
      if (checkpoint.seq > anchor.seq) problem(`${label}: event ${checkpoint.seq} is missing.`);
    } else if (now !== checkpoint.hash) {
      problem(`${label} signed another hash than event ${checkpoint.seq} has now: the chain was rewritten after it.`);
    }
  }
  return report;
}
