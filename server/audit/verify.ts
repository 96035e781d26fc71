import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditChainHeads, auditEvents } from '../db/schema';
import { contentOf, GENESIS_HASH, hashEvent } from './chain';

export type ChainReport = {
  companyId: string;
  /** Events read and checked. */
  checked: number;
  /** The head the chain should end at: its position and hash (keep the hash elsewhere to detect a rewritten chain). */
  head: { seq: number; hash: string };
  /** The first problems found, in chain order; empty when the chain holds. */
  problems: string[];
};

const BATCH = 1_000;
const MAX_PROBLEMS = 20;

/**
 * Reads a company's audit events in chain order, a batch at a time, and checks that each one's hash matches its
 * content, that it names its predecessor's hash, that no position is missing, and that the chain ends at its head.
 * An edited event fails its own hash; a deleted one leaves a gap or a head that no event matches.
 */
export async function verifyAuditChain(db: Db, companyId: string): Promise<ChainReport> {
  const [head] = await db.select().from(auditChainHeads).where(eq(auditChainHeads.companyId, companyId));
  const report: ChainReport = {
    companyId,
    checked: 0,
    head: { seq: head?.seq ?? 0, hash: head?.hash ?? GENESIS_HASH },
    problems: [],
  };
  const problem = (text: string) => report.problems.length < MAX_PROBLEMS && report.problems.push(text);
  let expected = (head?.anchorSeq ?? 0) + 1;
  let previousHash = head?.anchorHash ?? GENESIS_HASH;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, companyId), gte(auditEvents.seq, expected)))
      .orderBy(asc(auditEvents.seq))
      .limit(BATCH);
    for (const row of rows) {
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
    if (report.checked > 0) problem('The company has events but no chain head: the head was deleted.');
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
