import type {
  TCreateProductRequest,
  TListProductsQuery,
  TProduct,
  TProductFilter,
  TUpdateProductRequest,
} from '@/lib/contract/catalog';
import { PRODUCT_FILTERS } from '@/lib/contract/catalog';
import type { Db } from '../db/client';
import { notFound, validationError } from '../core/errors';
import { pageOf } from '../db/pagination';
import * as repo from './repo';

const NATURAL = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function toConfiguration(row: repo.ConfigurationRow) {
  return {
    id: row.id,
    cpu: row.cpu,
    ram: row.ram,
    storage: row.storage,
    screen_size: row.screenSize,
    price_estimate: row.priceEstimate,
    currency: row.currency,
    active: row.active,
  };
}

export function toProduct(row: repo.ProductRow, configurations: repo.ConfigurationRow[]): TProduct {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    product_type: row.productType,
    image_url: row.imageUrl,
    active: row.active,
    configurations: configurations.map(toConfiguration),
  };
}

export function toOperatorProduct(row: repo.ProductRow, configurations: repo.ConfigurationRow[]) {
  return {
    ...toProduct(row, configurations),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function groupByProduct(configurations: repo.ConfigurationRow[]) {
  const byProduct = new Map<string, repo.ConfigurationRow[]>();
  for (const configuration of configurations) {
    byProduct.set(configuration.productId, [...(byProduct.get(configuration.productId) ?? []), configuration]);
  }
  return byProduct;
}

/** A page of products with their configurations, and every value each filter can take. */
/** These products, each with all its configurations (inactive ones too), by id, in one query: what a quote names. */
export async function findProductsByIds(db: Db, ids: string[]): Promise<Map<string, TProduct>> {
  const rows = await repo.findProductsWithConfigurations(db, [...new Set(ids)]);
  const configurations = groupByProduct(rows.flatMap(({ configuration }) => (configuration ? [configuration] : [])));
  return new Map(rows.map(({ product }) => [product.id, toProduct(product, configurations.get(product.id) ?? [])]));
}

/** The configurations of these products (inactive ones too), for price estimates beside quoted items. */
export async function listConfigurationsOf(db: Db, productIds: string[]) {
  return repo.listConfigurations(db, [...new Set(productIds)], { activeOnly: false });
}

export async function listProducts(db: Db, query: TListProductsQuery, options: { includeInactive?: boolean } = {}) {
  const rows = await repo.listProducts(db, { ...query, includeInactive: options.includeInactive });
  const page = pageOf(rows, { ...query, sort: 'name' }, (row) => row.name);
  const configurations = groupByProduct(
    await repo.listConfigurations(
      db,
      page.data.map((row) => row.id),
      { activeOnly: !options.includeInactive },
    ),
  );
  return {
    data: page.data.map((row) => ({ row, configurations: configurations.get(row.id) ?? [] })),
    meta: { ...page.meta, available_filters: await listAvailableFilters(db) },
  };
}

async function listAvailableFilters(db: Db): Promise<Record<TProductFilter, string[]>> {
  const filters = Object.fromEntries(PRODUCT_FILTERS.map((name) => [name, [] as string[]])) as Record<
    TProductFilter,
    string[]
  >;
  const seen = new Set<string>();
  for (const { filter, value } of await repo.listFilterValues(db)) {
    const key = `${filter}\u0000${value.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    filters[filter as TProductFilter].push(value);
  }
  for (const values of Object.values(filters)) values.sort(NATURAL.compare);
  return filters;
}

/** A product with its configurations (active ones only, unless `includeInactive`). */
export async function getProductOrThrow(db: Db, id: string, options: { includeInactive?: boolean } = {}) {
  const row = await repo.findProduct(db, id);
  if (!row) throw notFound('product', id);
  const configurations = await repo.listConfigurations(db, [id], { activeOnly: !options.includeInactive });
  return { row, configurations };
}

const configurationValues = (
  input: TCreateProductRequest['configurations'][number],
  productId: string,
  position: number,
) => ({
  productId,
  cpu: input.cpu ?? null,
  ram: input.ram ?? null,
  storage: input.storage ?? null,
  screenSize: input.screen_size ?? null,
  priceEstimate: input.price_estimate ?? null,
  currency: input.currency,
  active: input.active,
  position,
});

function assertUniqueBrandModel(
  existing: repo.ProductRow | undefined,
  id: string | null,
  brand: string,
  model: string,
) {
  if (existing && existing.id !== id) {
    throw validationError(
      'model',
      `${brand} ${model} is already in the catalog as product ${existing.id}; change that product instead`,
    );
  }
}

export async function createProduct(db: Db, input: TCreateProductRequest) {
  return db.transaction(async (tx) => {
    assertUniqueBrandModel(
      await repo.findProductByBrandModel(tx, input.brand, input.model),
      null,
      input.brand,
      input.model,
    );
    const row = await repo.insertProduct(tx, {
      name: input.name,
      brand: input.brand,
      model: input.model,
      productType: input.product_type,
      imageUrl: input.image_url ?? null,
      active: input.active,
    });
    const configurations = await repo.insertConfigurations(
      tx,
      input.configurations.map((configuration, index) => configurationValues(configuration, row.id, index)),
    );
    return { row, configurations };
  });
}

/** Changes product fields, changes configurations given with an id and adds those without. */
export async function updateProduct(db: Db, id: string, input: TUpdateProductRequest) {
  return db.transaction(async (tx) => {
    const { row, configurations } = await getProductOrThrow(tx, id, { includeInactive: true });
    const brand = input.brand ?? row.brand;
    const model = input.model ?? row.model;
    assertUniqueBrandModel(await repo.findProductByBrandModel(tx, brand, model), id, brand, model);
    await repo.updateProduct(tx, id, {
      name: input.name,
      brand: input.brand,
      model: input.model,
      productType: input.product_type,
      imageUrl: input.image_url,
      active: input.active,
    });
    const known = new Set(configurations.map((configuration) => configuration.id));
    const added: ReturnType<typeof configurationValues>[] = [];
    for (const [index, { id: configurationId, ...configuration }] of (input.configurations ?? []).entries()) {
      if (!configurationId) {
        const complete = {
          ...configuration,
          currency: configuration.currency ?? 'USD',
          active: configuration.active ?? true,
        };
        added.push(configurationValues(complete, id, configurations.length + added.length));
        continue;
      }
      if (!known.has(configurationId)) {
        throw validationError(`configurations[${index}].id`, `is not a configuration of product ${id}`);
      }
      await repo.updateConfiguration(tx, configurationId, {
        cpu: configuration.cpu,
        ram: configuration.ram,
        storage: configuration.storage,
        screenSize: configuration.screen_size,
        priceEstimate: configuration.price_estimate,
        currency: configuration.currency,
        active: configuration.active,
      });
    }
    await repo.insertConfigurations(tx, added);
    return getProductOrThrow(tx, id, { includeInactive: true });
  });
}
