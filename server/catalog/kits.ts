import type { TCreateKitRequest, TKit, TListKitsQuery, TUpdateKitRequest } from '@/lib/contract/catalog';
import type { Db } from '../db/client';
import type { KitItem } from '../db/schema';
import type { CompanyScope } from '../core/scope';
import { notFound, validationError } from '../core/errors';
import { pageOf } from '../db/pagination';
import * as repo from './repo';

export function toKit(row: repo.KitRow): TKit {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    region: row.region,
    tags: row.tags,
    items: row.items,
    livemode: row.livemode,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listKits(db: Db, tenant: CompanyScope, query: TListKitsQuery) {
  const rows = await repo.listKits(db, tenant, query);
  const name = query.sort.replace(/^-/, '');
  return pageOf(rows, query, (row) =>
    name === 'name' ? row.name : name === 'updated_at' ? row.updatedAt : row.createdAt,
  );
}

/** The company's kit, or null: for another domain that names a kit (a quote's kit item). */
export async function findKit(db: Db, tenant: CompanyScope, id: string): Promise<TKit | null> {
  const row = await repo.findKit(db, tenant, id);
  return row ? toKit(row) : null;
}

export async function getKitOrThrow(db: Db, tenant: CompanyScope, id: string) {
  const row = await repo.findKit(db, tenant, id);
  if (!row) throw notFound('kit', id);
  return row;
}

/** Resolves catalog items to their product type and specification, so a kit reads without further lookups. */
async function resolveItems(db: Db, items: TCreateKitRequest['items']): Promise<KitItem[]> {
  const resolved: KitItem[] = [];
  for (const [index, item] of items.entries()) {
    if (!('product_id' in item)) {
      resolved.push({
        product_id: null,
        configuration_id: null,
        product_type: item.product_type,
        specification: item.specification,
        quantity: item.quantity,
      });
      continue;
    }
    const product = await repo.findProduct(db, item.product_id);
    if (!product)
      throw validationError(`items[${index}].product_id`, `no product with id '${item.product_id}' is in the catalog`);
    const configurations = await repo.listConfigurations(db, [product.id], { activeOnly: false });
    const configuration = item.configuration_id
      ? configurations.find((c) => c.id === item.configuration_id)
      : undefined;
    if (item.configuration_id && !configuration) {
      throw validationError(`items[${index}].configuration_id`, `is not a configuration of product ${product.id}`);
    }
    resolved.push({
      product_id: product.id,
      configuration_id: configuration?.id ?? null,
      product_type: product.productType,
      specification: {
        brand: product.brand,
        model: product.model,
        name: product.name,
        cpu: configuration?.cpu ?? null,
        ram: configuration?.ram ?? null,
        storage: configuration?.storage ?? null,
        screen_size: configuration?.screenSize ?? null,
      },
      quantity: item.quantity,
    });
  }
  return resolved;
}

export async function createKit(db: Db, companyId: string, input: TCreateKitRequest) {
  return repo.insertKit(db, {
    companyId,
    livemode: input.mode === 'live',
    name: input.name,
    description: input.description ?? null,
    region: input.region ?? null,
    tags: input.tags,
    items: await resolveItems(db, input.items),
  });
}

export async function updateKitOrThrow(db: Db, id: string, input: TUpdateKitRequest) {
  const row = await repo.updateKit(db, id, {
    name: input.name,
    description: input.description,
    region: input.region,
    tags: input.tags,
    items: input.items ? await resolveItems(db, input.items) : undefined,
  });
  if (!row) throw notFound('kit', id);
  return row;
}

export async function deleteKitOrThrow(db: Db, id: string) {
  if (!(await repo.deleteKit(db, id))) throw notFound('kit', id);
}
