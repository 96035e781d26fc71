import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { auditChainHeads, auditEvents } from '../db/schema';
import { contentOf, GENESIS_HASH, hashEvent, isSealed } from './chain';

/** One chain: a company's events of one mode. */
export type AuditChain = { companyId: string; livemode: boolean };

export type ChainReport = AuditChain & {
  /** Events read and checked. */
  checked: number;
  /** The head the chain should end at: its position and hash (keep the hash elsewhere to detect a rewritten chain). */
  head: { seq: number; hash: string };
  /** Where the chain starts: the last event the retention job pruned (0 and the genesis hash when none was). */
  anchor: { seq: number; hash: string };
  /** Events appended but not sealed into the chain yet, and the age of the oldest in seconds (null when none). */
  unsealed: { count: number; oldestAgeSeconds: number | null };
  /** The first problems found, in chain order; empty when the chain holds. */
  problems: string[];
};

/** An event still unsealed this long after it was written means the sealer is not running (or cannot keep up). */
export const MAX_UNSEALED_AGE_SECONDS = 60;

const BATCH = 1_000;
export const MAX_PROBLEMS = 20;

/**
 * Reads a chain's sealed events in order, a batch at a time, and checks that each one's hash matches its content, that it
 * names its predecessor's hash, that no position is missing, and that the chain ends at its head. An edited event fails
 * its own hash; a deleted one leaves a gap or a head that no event matches.
 */
export async function verifyAuditChain(db: Db, chain: AuditChain): Promise<ChainReport> {
  const { companyId, livemode } = chain;
  const [head] = await db
    .select()
    .from(auditChainHeads)
    .where(and(eq(auditChainHeads.companyId, companyId), eq(auditChainHeads.livemode, livemode)));
  const report: ChainReport = {
    companyId,
    livemode,
    checked: 0,
    head: { seq: head?.seq ?? 0, hash: head?.hash ?? GENESIS_HASH },
    anchor: { seq: head?.anchorSeq ?? 0, hash: head?.anchorHash ?? GENESIS_HASH },
    unsealed: await unsealedOf(db, chain),
    problems: [],
  };
  const problem = (text: string) => report.problems.length < MAX_PROBLEMS && report.problems.push(text);
  if (head?.rechainPending) problem('The chain waits to be recomputed: start the API or the worker once.');
  const oldest = report.unsealed.oldestAgeSeconds;
  if (oldest !== null && oldest > MAX_UNSEALED_AGE_SECONDS) {
    problem(
      `${report.unsealed.count} events wait to be sealed, the oldest for ${Math.round(oldest)} s: is the worker (npm run worker, or the API's in-process worker) running? See docs/runbook.md.`,
    );
  }
  let expected = (head?.anchorSeq ?? 0) + 1;
  let previousHash = head?.anchorHash ?? GENESIS_HASH;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, companyId), eq(auditEvents.livemode, livemode), gte(auditEvents.seq, expected)),
      )
      .orderBy(asc(auditEvents.seq))
      .limit(BATCH);
    for (const row of rows) {
      if (!isSealed(row)) {
        problem(`Event ${row.seq} (${row.id}) is half sealed: its prev_hash or hash is missing.`);
        continue;
      }
      if (row.seq !== expected) {
        problem(
          `Event ${expected}${row.seq > expected + 1 ? `–${row.seq - 1}` : ''} is missing: it was deleted (the next is ${row.seq}).`,
        );
      }
      if (row.prevHash !== previousHash) {
        problem(`Event ${row.seq} (${row.id}) does not follow the event before it: its prev_hash names another event.`);
      }
      if (hashEvent(contentOf(row)) !== row.hash) {
        problem(
          `Event ${row.seq} (${row.id}) was changed after it was written: its content no longer matches its hash.`,
        );
      }
      report.checked += 1;
      previousHash = row.hash;
      expected = row.seq + 1;
    }
    if (rows.length < BATCH) break;
  }
  if (!head) {
    if (report.checked > 0) problem('The chain has events but no head: the head was deleted.');
    return report;
  }
  if (expected - 1 !== head.seq) {
    problem(
      expected - 1 < head.seq
        ? `The chain ends at event ${expected - 1}, but its head records ${head.seq}: the last events were deleted.`
        : `The chain runs past its head (${head.seq}) to event ${expected - 1}: the head was changed.`,
    );
  } else if (previousHash !== head.hash) {
    problem(`The last event (${head.seq}) does not match the hash its head records: it was replaced.`);
  }
  return report;
}

async function unsealedOf(db: Db, chain: AuditChain): Promise<ChainReport['unsealed']> {
  const [row] = await queryRows<{ count: number; oldest: number | null }>(
    db,
    sql`select count(*)::int as count, extract(epoch from now() - min(appended_at))::float8 as oldest
        from audit_events where company_id = ${chain.companyId} and livemode = ${chain.livemode} and seq is null`,
  );
  return { count: Number(row?.count ?? 0), oldestAgeSeconds: row?.oldest == null ? null : Math.max(0, row.oldest) };
}

/** The chains a company has: one per mode that has a head or an event. */
export async function chainsOfCompany(db: Db, companyId: string): Promise<AuditChain[]> {
  const heads = await db
    .selectDistinct({ livemode: auditChainHeads.livemode })
    .from(auditChainHeads)
    .where(eq(auditChainHeads.companyId, companyId));
  const events = await db
    .selectDistinct({ livemode: auditEvents.livemode })
    .from(auditEvents)
    .where(eq(auditEvents.companyId, companyId));
  const modes = new Set([...heads, ...events].map((row) => row.livemode));
  return [true, false].filter((livemode) => modes.has(livemode)).map((livemode) => ({ companyId, livemode }));
}
