import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '@/lib/dates';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { assets } from '../db/schema';
import { companyScope } from '../core/scope';
import { todayUtc } from '../core/clock';
import { ensureDailyJob } from '../jobs/daily';
import { defineJob } from '../jobs/define';
import { recordEvents } from '../webhooks/events';
import { toAsset } from './service';

/** How far ahead a device is announced as due for refresh. */
export const REFRESH_NOTICE_DAYS = 30;
/** Devices announced per transaction, so that one run never holds a long one over a big inventory. */
const NOTICE_CHUNK = 500;

/**
 * Sends `asset.refresh_due` for every device of every company due for refresh within REFRESH_NOTICE_DAYS of `today`
 * (overdue ones too) that has not been announced for that refresh day: the notice and the event are written in one
 * transaction, so each device is announced once per refresh day however often this runs. Cleared devices are not.
 * Returns how many were announced.
 */
export async function sendRefreshNotices(db: Db, today = todayUtc()): Promise<number> {
  const horizon = addDays(today, REFRESH_NOTICE_DAYS);
  let sent = 0;
  for (;;) {
    const announced = await db.transaction(async (tx) => {
      const noticed = await queryRows<{ assetId: string }>(
        tx,
        sql`insert into asset_refresh_notices (asset_id, due_on)
            select a.id, a.refresh_due_on from assets a
            where a.status <> 'cleared' and a.refresh_due_on <= ${horizon}::date
              and not exists (select 1 from asset_refresh_notices n
                              where n.asset_id = a.id and n.due_on = a.refresh_due_on)
            order by a.refresh_due_on, a.id
            limit ${NOTICE_CHUNK}
            on conflict do nothing
            returning asset_id as "assetId"`,
      );
      if (noticed.length === 0) return 0;
      const rows = await tx
        .select()
        .from(assets)
        .where(
          inArray(
            assets.id,
            noticed.map((notice) => notice.assetId),
          ),
        )
        .orderBy(assets.refreshDueOn, assets.id);
      const byTenant = new Map<string, typeof rows>();
      for (const row of rows) {
        const key = `${row.companyId}:${row.livemode}`;
        byTenant.set(key, [...(byTenant.get(key) ?? []), row]);
      }
      for (const group of byTenant.values()) {
        const tenant = companyScope(group[0]!.companyId, group[0]!.livemode);
        await recordEvents(
          tx,
          tenant,
          group.map((row) => ({ type: 'asset.refresh_due' as const, data: toAsset(row) })),
        );
      }
      return noticed.length;
    });
    sent += announced;
    if (announced < NOTICE_CHUNK) return sent;
  }
}

/** The daily check (05:00 UTC) for devices coming due for refresh. */
export const refreshDueJob = defineJob<Record<string, never>>({
  type: 'assets.refresh_due',
  payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
  timeoutMs: 30 * 60_000,
  async handle(_payload, { db, log }) {
    const sent = await sendRefreshNotices(db);
    if (sent > 0) log.info({ sent }, 'asset.refresh_due sent');
  },
});

/** Worker maintenance: keeps the next daily run queued. */
export const scheduleRefreshDue = (db: Db) => ensureDailyJob(db, refreshDueJob, 5);
