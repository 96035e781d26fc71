import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditChainHeads, auditEvents } from '../db/schema';
import { contentOf, GENESIS_HASH, hashEvent, type SealedAuditEventRow } from './chain';

const BATCH = 500;

/**
 * Recomputes the hashes of the chains migration 0025 numbered again (one per company and mode, over the event as the
 * API shows it), each in one transaction with its head locked, so that an append waits for it. Runs when the API or
 * the worker starts, right after the migrations; a chain already done is skipped, so two instances never redo one.
 */
export async function rechainPendingAuditChains(db: Db): Promise<number> {
  const pending = await db
    .select({ companyId: auditChainHeads.companyId, livemode: auditChainHeads.livemode })
    .from(auditChainHeads)
    .where(eq(auditChainHeads.rechainPending, true));
  let done = 0;
  for (const chain of pending) {
    const where = and(eq(auditChainHeads.companyId, chain.companyId), eq(auditChainHeads.livemode, chain.livemode));
    await db.transaction(async (tx) => {
      const [head] = await tx.select().from(auditChainHeads).where(where).for('update');
      if (!head?.rechainPending) return;
      await tx.execute(sql`select set_config('loadout.audit_rechain', 'on', true)`);
      let previous = GENESIS_HASH;
      let seq = 0;
      for (;;) {
        // Sealed events only (an unsealed one has no seq, so `seq > n` leaves it out); the sealer places it later.
        const rows = (await tx
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.companyId, chain.companyId),
              eq(auditEvents.livemode, chain.livemode),
              gt(auditEvents.seq, seq),
            ),
          )
          .orderBy(asc(auditEvents.seq))
          .limit(BATCH)) as SealedAuditEventRow[];
        const hashes: { id: string; prev: string; hash: string }[] = [];
        for (const row of rows) {
          const hash = hashEvent({ ...contentOf(row), prev_hash: previous });
          hashes.push({ id: row.id, prev: previous, hash });
          previous = hash;
          seq = row.seq;
        }
        if (hashes.length > 0) {
          const values = sql.join(
            hashes.map((entry) => sql`(${entry.id}::uuid, ${entry.prev}, ${entry.hash})`),
            sql`, `,
          );
          await tx.execute(sql`update audit_events set prev_hash = v.prev, hash = v.hash
            from (values ${values}) as v(id, prev, hash) where audit_events.id = v.id`);
        }
        if (rows.length < BATCH) break;
      }
      await tx.update(auditChainHeads).set({ seq, hash: previous, rechainPending: false }).where(where);
      done += 1;
    });
  }
  return done;
}
