import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';

/** Global catalog: every company sees the same products. */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    productType: text('product_type').notNull(),
    imageUrl: text('image_url'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // The catalog import matches products by brand and model.
    uniqueIndex('products_brand_model_uq').on(sql`lower(${t.brand})`, sql`lower(${t.model})`),
    index('products_name_idx').on(t.name, t.id),
  ],
);

export const productConfigurations = pgTable(
  'product_configurations',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cpu: text('cpu'),
    ram: text('ram'),
    storage: text('storage'),
    screenSize: text('screen_size'),
    priceEstimate: numeric('price_estimate', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_configurations_product_idx').on(t.productId, t.position)],
);

export type KitItem = {
  product_id: string | null;
  configuration_id: string | null;
  product_type: string;
  specification: Record<string, string | null>;
  quantity: number;
};

/** A company's reusable bundle of devices (e.g. "Engineering starter — Europe"). */
export const kits = pgTable(
  'kits',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    region: text('region'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    items: jsonb('items').$type<KitItem[]>().notNull(),
    ...timestamps,
  },
  (t) => [
    index('kits_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('kits_name_idx').on(t.companyId, t.livemode, t.name, t.id),
  ],
);
