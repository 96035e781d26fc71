import { ZCatalogImportRow, type TCatalogImportRow, type TCatalogImportSummary } from '@/lib/contract/catalog';
import type { Db } from '../db/client';
import { isNumberOutOfRange } from '../db/errors';
import { NUMBER_OUT_OF_RANGE_MESSAGE } from '../core/errors';
import { describeIssues, type ImportError } from '../imports/records';
import * as repo from './repo';

const sameSpec = (a: string | null, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

type RowOutcome = Omit<TCatalogImportSummary, 'errors'>;

/**
 * Bulk catalog import: one record per configuration, its product matched by brand and model, the configuration by
 * its cpu/ram/storage/screen size. Good records land even when others are reported as errors (each record is
 * written under a savepoint, so one the database refuses leaves the others in place); importing the same file
 * again changes nothing.
 */
export async function importCatalog(db: Db, records: Record<string, unknown>[]): Promise<TCatalogImportSummary> {
  const summary: TCatalogImportSummary = {
    products_created: 0,
    products_updated: 0,
    configurations_created: 0,
    configurations_updated: 0,
    unchanged: 0,
    errors: [],
  };
  await db.transaction(async (tx) => {
    for (const [index, record] of records.entries()) {
      const parsed = ZCatalogImportRow.safeParse(record);
      if (!parsed.success) {
        summary.errors.push({ row: index + 1, message: describeIssues(parsed.error.issues) } satisfies ImportError);
        continue;
      }
      let outcome: RowOutcome;
      try {
        outcome = await tx.transaction((savepoint) => importRow(savepoint, parsed.data));
      } catch (error) {
        if (!isNumberOutOfRange(error)) throw error;
        summary.errors.push({ row: index + 1, message: NUMBER_OUT_OF_RANGE_MESSAGE });
        continue;
      }
      for (const key of Object.keys(outcome) as (keyof RowOutcome)[]) summary[key] += outcome[key];
    }
  });
  return summary;
}

async function importRow(tx: Db, row: TCatalogImportRow): Promise<RowOutcome> {
  const outcome: RowOutcome = {
    products_created: 0,
    products_updated: 0,
    configurations_created: 0,
    configurations_updated: 0,
    unchanged: 0,
  };
  let changed = false;
  let product = await repo.findProductByBrandModel(tx, row.brand, row.model);
  if (!product) {
    product = await repo.insertProduct(tx, {
      name: row.name,
      brand: row.brand,
      model: row.model,
      productType: row.product_type,
      imageUrl: row.image_url ?? null,
    });
    outcome.products_created++;
    changed = true;
  } else if (
    product.name !== row.name ||
    product.productType !== row.product_type ||
    (row.image_url !== undefined && product.imageUrl !== row.image_url)
  ) {
    product = (await repo.updateProduct(tx, product.id, {
      name: row.name,
      productType: row.product_type,
      imageUrl: row.image_url === undefined ? product.imageUrl : row.image_url,
    }))!;
    outcome.products_updated++;
    changed = true;
  }

  const configurations = await repo.listConfigurations(tx, [product.id], { activeOnly: false });
  const match = configurations.find(
    (c) =>
      sameSpec(c.cpu, row.cpu) &&
      sameSpec(c.ram, row.ram) &&
      sameSpec(c.storage, row.storage) &&
      sameSpec(c.screenSize, row.screen_size),
  );
  const price = row.price_estimate ?? null;
  if (!match) {
    await repo.insertConfigurations(tx, [
      {
        productId: product.id,
        cpu: row.cpu ?? null,
        ram: row.ram ?? null,
        storage: row.storage ?? null,
        screenSize: row.screen_size ?? null,
        priceEstimate: price,
        currency: row.currency,
        active: row.active,
        position: configurations.length,
      },
    ]);
    outcome.configurations_created++;
    changed = true;
  } else if (match.priceEstimate !== price || match.currency !== row.currency || match.active !== row.active) {
    await repo.updateConfiguration(tx, match.id, { priceEstimate: price, currency: row.currency, active: row.active });
    outcome.configurations_updated++;
    changed = true;
  }
  if (!changed) outcome.unchanged++;
  return outcome;
}
