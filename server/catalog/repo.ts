import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TListKitsQuery, TListProductsQuery } from '@/lib/contract/catalog';
import type { Db } from '../db/client';
import { scopeWhere } from '../db/scope';
import { containsText, inLowercase } from '../db/filters';
import { queryRows } from '../db/client';
import { kits, productConfigurations, products } from '../db/schema';
import type { Scope } from '../core/scope';
import { keysetPage } from '../db/pagination';
import * as clock from '../core/clock';

export type ProductRow = typeof products.$inferSelect;
export type ConfigurationRow = typeof productConfigurations.$inferSelect;
export type KitRow = typeof kits.$inferSelect;

/** Active products matching the filters; spec filters need one active configuration matching all of them. */
export async function listProducts(db: Db, query: TListProductsQuery & { includeInactive?: boolean }) {
  const filters: (SQL | undefined)[] = [query.includeInactive ? undefined : eq(products.active, true)];
  if (query.product_type?.length) filters.push(inLowercase(products.productType, query.product_type));
  if (query.brand?.length) filters.push(inLowercase(products.brand, query.brand));
  for (const word of query.search?.split(/\s+/).filter(Boolean) ?? []) {
    filters.push(
      or(containsText(products.brand, word), containsText(products.model, word), containsText(products.name, word)),
    );
  }
  const specFilters = [
    query.cpu?.length ? inLowercase(productConfigurations.cpu, query.cpu) : undefined,
    query.ram?.length ? inLowercase(productConfigurations.ram, query.ram) : undefined,
    query.storage?.length ? inLowercase(productConfigurations.storage, query.storage) : undefined,
    query.screen_size?.length ? inLowercase(productConfigurations.screenSize, query.screen_size) : undefined,
  ].filter(Boolean);
  if (specFilters.length > 0) {
    filters.push(
      sql`exists (${db
        .select({ one: sql`1` })
        .from(productConfigurations)
        .where(
          and(eq(productConfigurations.productId, products.id), eq(productConfigurations.active, true), ...specFilters),
        )})`,
    );
  }
  const page = keysetPage({ ...query, sort: 'name' }, { name: products.name }, products.id);
  return db
    .select()
    .from(products)
    .where(and(...filters, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** The products with each of their configurations, in one query: a row per configuration, `configuration` null for a product without any. */
export async function findProductsWithConfigurations(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ product: products, configuration: productConfigurations })
    .from(products)
    .leftJoin(productConfigurations, eq(productConfigurations.productId, products.id))
    .where(inArray(products.id, ids));
}

export async function findProductByBrandModel(db: Db, brand: string, model: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(sql`lower(${products.brand})`, brand.toLowerCase()),
        eq(sql`lower(${products.model})`, model.toLowerCase()),
      ),
    );
  return row;
}

export async function listConfigurations(db: Db, productIds: string[], options: { activeOnly: boolean }) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(productConfigurations)
    .where(
      and(
        inArray(productConfigurations.productId, productIds),
        options.activeOnly ? eq(productConfigurations.active, true) : undefined,
      ),
    )
    .orderBy(asc(productConfigurations.position), asc(productConfigurations.createdAt), asc(productConfigurations.id));
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(db: Db, id: string, patch: Partial<typeof products.$inferInsert>) {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(products.id, id))
    .returning();
  return row;
}

export async function insertConfigurations(db: Db, values: (typeof productConfigurations.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(productConfigurations).values(values).returning();
}

export async function updateConfiguration(
  db: Db,
  id: string,
  patch: Partial<typeof productConfigurations.$inferInsert>,
) {
  await db
    .update(productConfigurations)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(productConfigurations.id, id));
}

/** Distinct values of each product filter over the active catalog. */
export async function listFilterValues(db: Db) {
  return queryRows<{ filter: string; value: string }>(
    db,
    sql`
      select 'product_type' as filter, product_type as value from products where active
      union select 'brand', brand from products where active
      union select f.filter, f.value
        from product_configurations c
        join products p on p.id = c.product_id and p.active
        cross join lateral (values ('cpu', c.cpu), ('ram', c.ram), ('storage', c.storage), ('screen_size', c.screen_size)) as f(filter, value)
        where c.active and f.value is not null`,
  );
}

// Kits

export async function listKits(db: Db, scope: Scope, query: TListKitsQuery) {
  const filters: (SQL | undefined)[] = [scopeWhere(kits, scope)];
  if (query.search) filters.push(containsText(kits.name, query.search));
  if (query.tag?.length) {
    filters.push(
      sql`exists (select 1 from unnest(${kits.tags}) as t(tag) where lower(t.tag) in ${query.tag.map((tag) => tag.toLowerCase())})`,
    );
  }
  if (query.region?.length) filters.push(inLowercase(kits.region, query.region));
  const page = keysetPage(query, { created_at: kits.createdAt, updated_at: kits.updatedAt, name: kits.name }, kits.id);
  return db
    .select()
    .from(kits)
    .where(and(...filters, page.where))
    .orderBy(...page.orderBy)
    .limit(page.limit);
}

export async function findKit(db: Db, scope: Scope, id: string): Promise<KitRow | undefined> {
  const [row] = await db
    .select()
    .from(kits)
    .where(and(scopeWhere(kits, scope), eq(kits.id, id)));
  return row;
}

export async function findKitById(db: Db, id: string): Promise<KitRow | undefined> {
  const [row] = await db.select().from(kits).where(eq(kits.id, id));
  return row;
}

export async function listCompanyKits(db: Db, scope: Scope) {
  return db.select().from(kits).where(scopeWhere(kits, scope)).orderBy(asc(kits.name), asc(kits.id));
}

export async function insertKit(db: Db, values: typeof kits.$inferInsert): Promise<KitRow> {
  const [row] = await db.insert(kits).values(values).returning();
  return row!;
}

export async function updateKit(db: Db, id: string, patch: Partial<typeof kits.$inferInsert>) {
  const [row] = await db
    .update(kits)
    .set({ ...patch, updatedAt: clock.now() })
    .where(eq(kits.id, id))
    .returning();
  return row;
}

export async function deleteKit(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(kits).where(eq(kits.id, id)).returning({ id: kits.id });
  return deleted.length > 0;
}
