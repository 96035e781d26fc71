import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { auditChainHeads, auditEvents, companies } from '../db/schema';
import { defineJob } from '../jobs/define';
import { ensureDailyJob } from '../jobs/daily';
import type { SealedAuditEventRow } from './chain';
import { presentAuditEvent } from './present';

// Retention: each company keeps its audit events `audit_retention_days` (400 by default). Older ones are written to
// an archive file first, a line of JSON per event as the API shows it, hashes included (so the archive verifies on its
// own), then deleted, and the chain's head moves its anchor to the last event pruned, from which the verifier starts.

/**
 * Where archives go: one folder per company and mode (`<company id>/live`, `<company id>/test`), one file per pruned
 * run of events (`<first seq>-<last seq>.jsonl`).
 */
export type AuditRetentionDeps = { audit: { archiveDir: string } };

const BATCH = 5_000;

/** Archives and prunes one company's events older than its retention, in each of its chains; answers how many. */
export async function pruneCompanyAuditEvents(db: Db, companyId: string, archiveDir: string): Promise<number> {
  let pruned = 0;
  for (const livemode of [true, false]) pruned += await pruneChain(db, companyId, livemode, archiveDir);
  return pruned;
}

/** One chain's events past retention, a batch per transaction. */
async function pruneChain(db: Db, companyId: string, livemode: boolean, archiveDir: string): Promise<number> {
  const chainOf = <T extends typeof auditEvents | typeof auditChainHeads>(table: T) =>
    and(eq(table.companyId, companyId), eq(table.livemode, livemode));
  let pruned = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [company] = await tx
        .select({ days: companies.auditRetentionDays })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company) return 0;
      const cutoff = new Date(Date.now() - company.days * 86_400_000);
      // The head's row lock keeps appends out while the anchor moves.
      const [head] = await tx.select().from(auditChainHeads).where(chainOf(auditChainHeads)).for('update');
      if (!head) return 0;
      // Sealed events only: one still waiting for its place is archived once it has one.
      const rows = (await tx
        .select()
        .from(auditEvents)
        .where(and(chainOf(auditEvents), isNotNull(auditEvents.seq), lt(auditEvents.occurredAt, cutoff)))
        .orderBy(asc(auditEvents.seq))
        .limit(BATCH)) as SealedAuditEventRow[];
      if (rows.length === 0) return 0;
      const last = rows.at(-1)!;
      const folder = path.join(archiveDir, companyId, livemode ? 'live' : 'test');
      fs.mkdirSync(folder, { recursive: true });
      const file = path.join(folder, `${rows[0]!.seq}-${last.seq}.jsonl`);
      const lines = rows.map((row) => JSON.stringify(presentAuditEvent(row))).join('\n');
      // Written in full (and flushed) before anything is deleted; a rerun after a crash writes the same file again.
      fs.writeFileSync(`${file}.partial`, `${lines}\n`, { flush: true });
      fs.renameSync(`${file}.partial`, file);
      await tx.execute(sql`select set_config('loadout.audit_prune', 'on', true)`);
      await tx.delete(auditEvents).where(and(chainOf(auditEvents), lte(auditEvents.seq, last.seq)));
      await tx
        .update(auditChainHeads)
        .set({ anchorSeq: last.seq, anchorHash: last.hash })
        .where(chainOf(auditChainHeads));
      return rows.length;
    });
    pruned += done;
    if (done < BATCH) return pruned;
  }
}

/** The daily run: every company's events past their retention, archived and pruned. */
export const auditRetentionJob = defineJob<Record<string, never>, AuditRetentionDeps>({
  type: 'audit.retention',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  timeoutMs: 30 * 60_000,
  async handle(_payload, { db, deps, log }) {
    const heads = await db.selectDistinct({ companyId: auditChainHeads.companyId }).from(auditChainHeads);
    for (const { companyId } of heads) {
      const pruned = await pruneCompanyAuditEvents(db, companyId, deps.audit.archiveDir);
      if (pruned > 0) log.info({ company_id: companyId, pruned }, 'archived and pruned audit events past retention');
    }
  },
});

/** Worker maintenance: keeps the next daily run (03:00 UTC) queued. */
export const scheduleAuditRetention = (db: Db) => ensureDailyJob(db, auditRetentionJob, 3);
