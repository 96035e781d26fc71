// The demo data set, kept as files in the formats the operator imports read, under server/seed/data/:
// - catalog.csv: a catalog import (POST /operator/v1/products/import, `npm run operator -- import-catalog`), one row
//   per configuration, plus three columns only the seed reads: `product_key` and `configuration_key`, which kits.json
//   refers to (configurations that differ only in colour or layout have the same spec, and the import would merge
//   them), and `product_active`, which the import has no column for.
// - employees.csv: an HRIS export for the employee import (POST /operator/v1/companies/:id/employees/import).
// - kits.json: the demo company's kits, naming products and configurations by those keys.
// Read only when the seed runs, through the imports' own parser (parseImportRecords) and row schemas.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ZCatalogImportRow, type TCatalogImportRow } from '@/lib/contract/catalog';
import { describeIssues, parseImportRecords } from '../imports/records';

const DATA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

const ZSeedCatalogRow = ZCatalogImportRow.extend({
  product_key: z.string().min(1),
  product_active: z.enum(['true', 'false']).transform((value) => value === 'true'),
  configuration_key: z.string().min(1),
});

export type SeedConfiguration = TCatalogImportRow & { key: string };
export type SeedProduct = TCatalogImportRow & { key: string; isActive: boolean; configurations: SeedConfiguration[] };

const ZSeedKit = z.strictObject({
  name: z.string().min(1),
  description: z.string(),
  region: z.string(),
  tags: z.array(z.string()),
  items: z.array(
    z.strictObject({
      product: z.string(),
      configuration: z.string().nullable(),
      quantity: z.number().int().positive(),
    }),
  ),
});
export type SeedKit = z.infer<typeof ZSeedKit>;

function readDataFile(name: string): string {
  return fs.readFileSync(path.join(DATA_DIR, name), 'utf8');
}

/** catalog.csv as products, each with its configurations in file order; a record the import would refuse throws. */
export function readSeedCatalog(): SeedProduct[] {
  const products = new Map<string, SeedProduct>();
  for (const [index, record] of parseImportRecords(readDataFile('catalog.csv')).entries()) {
    const parsed = ZSeedCatalogRow.safeParse(record);
    if (!parsed.success) throw new Error(`catalog.csv record ${index + 1}: ${describeIssues(parsed.error.issues)}`);
    const { product_key: key, product_active: isActive, configuration_key: configurationKey, ...row } = parsed.data;
    const product = products.get(key) ?? { ...row, key, isActive, configurations: [] };
    if (product.brand !== row.brand || product.model !== row.model || product.name !== row.name) {
      throw new Error(`catalog.csv record ${index + 1}: product ${key} is named differently in an earlier record`);
    }
    product.configurations.push({ ...row, key: configurationKey });
    products.set(key, product);
  }
  return [...products.values()];
}

/** kits.json, checked against its shape. */
export function readSeedKits(): SeedKit[] {
  return z.array(ZSeedKit).parse(JSON.parse(readDataFile('kits.json')));
}

/** employees.csv as import records; importEmployees validates them. */
export function readSeedEmployees(): Record<string, unknown>[] {
  return parseImportRecords(readDataFile('employees.csv'));
}
