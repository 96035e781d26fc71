import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { multiplyMoney } from '@/lib/money';
import type { Db } from '../db/client';
import { assets, type DeviceLifespans } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import { todayUtc } from '../core/clock';

// A device's life: bought on its purchase day, due for refresh once the company's lifespan of its device type has
// passed (months, counted as PostgreSQL counts them: 2026-01-31 + 1 month is 2026-02-28), worth its cost falling in a
// straight line to nothing on that day.

/** Until a company sets its own: three years, phones two. */
export const DEFAULT_LIFESPANS: DeviceLifespans = { defaultMonths: 36, byDeviceType: { laptop: 36, phone: 24 } };

/** The months a device of this type serves (its type compared in lower case). */
export function lifespanFor(lifespans: DeviceLifespans, deviceType: string): number {
  return lifespans.byDeviceType[deviceType.trim().toLowerCase()] ?? lifespans.defaultMonths;
}

/** The refresh day of a device bought on `purchasedOn` that serves `months`, as an SQL value (a date). */
export function refreshDueSql(purchasedOn: string, months: number): SQL<string> {
  return sql<string>`(${purchasedOn}::date + make_interval(months => ${months}::int))::date`;
}

/** The columns of a device's life from its purchase day (none when unknown): the refresh day follows `lifespans`. */
export function lifeColumns(lifespans: DeviceLifespans, deviceType: string, purchasedOn: string | null) {
  return {
    purchasedOn,
    refreshDueOn: purchasedOn ? refreshDueSql(purchasedOn, lifespanFor(lifespans, deviceType)) : null,
  };
}

/**
 * The scope's devices get the refresh day of the lifespans given (after a change of them), in one statement; a
 * cleared device keeps the day it had when it left. Returns how many changed.
 */
export async function rewriteRefreshDays(tx: Db, scope: CompanyScope, lifespans: DeviceLifespans): Promise<number> {
  const byType = Object.entries(lifespans.byDeviceType);
  // A CASE needs one WHEN at least: with no type of its own, every device serves the default.
  const months =
    byType.length === 0
      ? sql`${lifespans.defaultMonths}::int`
      : sql.join(
          [
            sql`case lower(trim(${assets.deviceType}))`,
            ...byType.map(([type, value]) => sql`when ${type} then ${value}::int`),
            sql`else ${lifespans.defaultMonths}::int end`,
          ],
          sql` `,
        );
  const refreshDue = sql`(${assets.purchasedOn} + make_interval(months => ${months}))::date`;
  const changed = await tx
    .update(assets)
    .set({ refreshDueOn: refreshDue })
    .where(
      and(
        eq(assets.companyId, scope.companyId),
        eq(assets.livemode, scope.livemode),
        isNotNull(assets.purchasedOn),
        ne(assets.status, 'cleared'),
        sql`${assets.refreshDueOn} is distinct from ${refreshDue}`,
      ),
    )
    .returning({ id: assets.id });
  return changed.length;
}

const DAY_MS = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * Straight-line depreciation: the cost on the purchase day, nothing on the refresh day and after, in whole days
 * between; rounded to the cent. Null without a cost or a purchase day; nothing once the device has been cleared.
 */
export function bookValue(
  asset: {
    cost: number | null;
    currency: string;
    purchasedOn: string | null;
    refreshDueOn: string | null;
    status: string;
  },
  today = todayUtc(),
): number | null {
  if (asset.cost === null || !asset.purchasedOn || !asset.refreshDueOn) return null;
  if (asset.status === 'cleared') return 0;
  const life = (dayMs(asset.refreshDueOn) - dayMs(asset.purchasedOn)) / DAY_MS;
  const used = Math.min(Math.max((dayMs(today) - dayMs(asset.purchasedOn)) / DAY_MS, 0), life);
  if (life <= 0) return 0;
  return multiplyMoney(asset.cost, (life - used) / life, asset.currency);
}
