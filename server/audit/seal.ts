import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { auditEvents } from '../db/schema';
import { contentOf, GENESIS_HASH, hashEvent } from './chain';

// Sealing: writers append their events unsealed (server/audit/chain.ts); the sealer gives each chain's pending events
// their place, in the order they were inserted (`position`) among those committed when it looks. An event whose
// transaction commits after a later one was sealed takes the next place then: `seq` is the order of sealing, and
// `occurred_at` (the writer's clock) need not grow with it. Only sealers (and retention) take the head's row lock.

/** Events sealed per transaction (one read, one update statement), so the head's lock is held briefly. */
const BATCH = 1_000;

type EventRow = typeof auditEvents.$inferSelect;

export type SealOptions = {
  /** Wait for a sealer that holds the chain (a read, which must see what was committed before it); else skip it. */
  wait: boolean;
};

/**
 * Seals the chain's unsealed events that are committed now, in position order, a batch per transaction holding the
 * chain's head; answers how many it sealed. Cheap when nothing is pending: one read of a partial index.
 */
export async function sealChain(
  db: Db,
  companyId: string,
  livemode: boolean,
  options: SealOptions = { wait: true },
): Promise<number> {
  let sealed = 0;
  for (;;) {
    const pending = await queryRows<{ one: number }>(
      db,
      sql`select 1 as one from audit_events
          where company_id = ${companyId} and livemode = ${livemode} and seq is null limit 1`,
    );
    if (pending.length === 0) return sealed;
    const done = await db.transaction((tx) => sealBatch(tx, companyId, livemode, options));
    sealed += done;
    if (done < BATCH) return sealed;
  }
}

async function lockHead(tx: Db, companyId: string, livemode: boolean, options: SealOptions) {
  const select = sql`select seq, hash, rechain_pending as "rechainPending" from audit_chain_heads
      where company_id = ${companyId} and livemode = ${livemode}
      for update ${options.wait ? sql`` : sql`skip locked`}`;
  const [head] = await queryRows<{ seq: string | number; hash: string; rechainPending: boolean }>(tx, select);
  if (head) return head;
  // A chain's first event: its head starts at the genesis hash (nothing happens if another sealer made it meanwhile).
  await tx.execute(sql`insert into audit_chain_heads (company_id, livemode, seq, hash, anchor_seq, anchor_hash)
      values (${companyId}, ${livemode}, 0, ${GENESIS_HASH}, 0, ${GENESIS_HASH}) on conflict do nothing`);
  const [created] = await queryRows<{ seq: string | number; hash: string; rechainPending: boolean }>(tx, select);
  return created ?? null;
}

async function sealBatch(tx: Db, companyId: string, livemode: boolean, options: SealOptions): Promise<number> {
  const head = await lockHead(tx, companyId, livemode, options);
  // Held by another sealer (which seals what we would), or waiting for migration 0025's recomputation at start.
  if (!head || head.rechainPending) return 0;
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(
      sql`${auditEvents.companyId} = ${companyId} and ${auditEvents.livemode} = ${livemode} and ${auditEvents.seq} is null`,
    )
    .orderBy(auditEvents.position)
    .limit(BATCH);
  if (rows.length === 0) return 0;
  let seq = Number(head.seq);
  let previous = head.hash;
  const seals = rows.map((row: EventRow) => {
    seq += 1;
    const hash = hashEvent(contentOf({ ...row, seq, prevHash: previous, hash: '' }));
    const seal = sql`(${row.id}::uuid, ${seq}::bigint, ${previous}, ${hash})`;
    previous = hash;
    return seal;
  });
  const updated = await queryRows<{ id: string }>(
    tx,
    sql`update audit_events set seq = v.seq, prev_hash = v.prev, hash = v.hash, sealed_at = now()
        from (values ${sql.join(seals, sql`, `)}) as v(id, seq, prev, hash)
        where audit_events.id = v.id and audit_events.seq is null
        returning audit_events.id`,
  );
  // Under the head's lock no other sealer can have sealed them; anything else is a bug worth stopping at.
  if (updated.length !== rows.length) {
    throw new Error(`sealing ${rows.length} audit events of company ${companyId} updated ${updated.length}`);
  }
  await tx.execute(sql`update audit_chain_heads set seq = ${seq}, hash = ${previous}
      where company_id = ${companyId} and livemode = ${livemode}`);
  return rows.length;
}

/** Seals every chain that has unsealed events, skipping those another sealer holds; answers how many it sealed. */
export async function sealPendingChains(db: Db): Promise<number> {
  const chains = await queryRows<{ companyId: string; livemode: boolean }>(
    db,
    sql`select distinct company_id as "companyId", livemode from audit_events where seq is null`,
  );
  let sealed = 0;
  for (const chain of chains) sealed += await sealChain(db, chain.companyId, chain.livemode, { wait: false });
  return sealed;
}
