import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inventorySettings } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import * as clock from '../core/clock';

export type InventorySettingsRow = typeof inventorySettings.$inferSelect;
type Values = Pick<
  typeof inventorySettings.$inferInsert,
  'defaultStorageType' | 'defaultLocationId' | 'defaultClearanceOutcome' | 'deviceLifespans'
>;

export async function findSettings(db: Db, scope: CompanyScope): Promise<InventorySettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(inventorySettings)
    .where(and(eq(inventorySettings.companyId, scope.companyId), eq(inventorySettings.livemode, scope.livemode)));
  return row;
}

/** Writes the scope's settings, creating its row on the first change. */
export async function upsertSettings(
  db: Db,
  scope: CompanyScope,
  values: Partial<Values>,
): Promise<InventorySettingsRow> {
  const [row] = await db
    .insert(inventorySettings)
    .values({ companyId: scope.companyId, livemode: scope.livemode, ...values })
    .onConflictDoUpdate({
      target: [inventorySettings.companyId, inventorySettings.livemode],
      set: { ...values, updatedAt: clock.now() },
    })
    .returning();
  return row!;
}
