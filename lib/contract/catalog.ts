import { z } from 'zod';
import { zLinkUrl } from './urls';
import {
  dataResponse,
  listResponse,
  ZCsvQuery,
  ZCurrency,
  ZLivemode,
  ZMoneyAmount,
  ZPaginationQuery,
  ZTimestamp,
} from './common';

export const ZProductConfiguration = z
  .object({
    id: z.uuid(),
    cpu: z.string().nullable(),
    ram: z.string().nullable(),
    storage: z.string().nullable(),
    screen_size: z.string().nullable(),
    price_estimate: z
      .number()
      .nullable()
      .meta({ description: 'Indicative unit price; the quote carries the real price.' }),
    currency: ZCurrency,
    active: z.boolean(),
  })
  .meta({ id: 'ProductConfiguration' });

export const ZProduct = z
  .object({
    id: z.uuid(),
    name: z.string(),
    brand: z.string(),
    model: z.string(),
    product_type: z
      .string()
      .meta({ description: 'Laptop, Monitor, Phone, Tablet, Keyboard, Mouse, Headset, Dock, Accessory, …' }),
    image_url: z.string().nullable(),
    active: z.boolean(),
    configurations: z.array(ZProductConfiguration).meta({ description: 'The active configurations.' }),
  })
  .meta({ id: 'Product' });
export type TProduct = z.infer<typeof ZProduct>;

export const PRODUCT_FILTERS = ['product_type', 'brand', 'cpu', 'ram', 'storage', 'screen_size'] as const;
export type TProductFilter = (typeof PRODUCT_FILTERS)[number];

const csvFilter = (what: string) =>
  ZCsvQuery.optional().meta({ description: `${what}, case-insensitive; comma-separated values mean OR.` });

export const ZListProductsQuery = ZPaginationQuery.extend({
  product_type: csvFilter('Product type'),
  brand: csvFilter('Brand'),
  search: z
    .string()
    .trim()
    .min(1)
    .optional()
    .meta({ description: 'Words matched against brand, model and name, case-insensitive.' }),
  cpu: csvFilter('CPU of an active configuration'),
  ram: csvFilter('RAM of an active configuration, e.g. `16 GB`'),
  storage: csvFilter('Storage of an active configuration, e.g. `512 GB`'),
  screen_size: csvFilter('Screen size of an active configuration, e.g. `14"`'),
});
export type TListProductsQuery = z.infer<typeof ZListProductsQuery>;

export const ZAvailableFilters = z
  .object(
    Object.fromEntries(PRODUCT_FILTERS.map((name) => [name, z.array(z.string())])) as Record<
      TProductFilter,
      z.ZodArray<z.ZodString>
    >,
  )
  .meta({ description: 'Every value each filter can take in the active catalog, sorted.' });

export const ZListProductsResponse = z.object({
  data: z.array(ZProduct),
  meta: listResponse(ZProduct).shape.meta.extend({ available_filters: ZAvailableFilters }),
});
export const ZGetProductResponse = dataResponse(ZProduct);

const zText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
const zSpecValue = z.string().trim().max(100).nullable().optional();

export const ZConfigurationInput = z.strictObject({
  cpu: zSpecValue,
  ram: zSpecValue,
  storage: zSpecValue,
  screen_size: zSpecValue,
  price_estimate: ZMoneyAmount.nullable().optional(),
  currency: ZCurrency.default('USD'),
  active: z.boolean().default(true),
});

export const ZCreateProductRequest = z.strictObject({
  name: zText(200),
  brand: zText(100),
  model: zText(200),
  product_type: zText(50),
  image_url: zLinkUrl().nullable().optional(),
  active: z.boolean().default(true),
  configurations: z.array(ZConfigurationInput).min(1, 'give at least one configuration').max(50),
});
export type TCreateProductRequest = z.infer<typeof ZCreateProductRequest>;

export const ZUpdateProductRequest = z.strictObject({
  name: zText(200).optional(),
  brand: zText(100).optional(),
  model: zText(200).optional(),
  product_type: zText(50).optional(),
  image_url: zLinkUrl().nullable().optional(),
  active: z.boolean().optional(),
  configurations: z
    .array(
      z.strictObject({
        id: z.uuid().optional().meta({ description: 'Set to change an existing configuration; leave out to add one.' }),
        cpu: zSpecValue,
        ram: zSpecValue,
        storage: zSpecValue,
        screen_size: zSpecValue,
        price_estimate: ZMoneyAmount.nullable().optional(),
        currency: ZCurrency.optional(),
        active: z.boolean().optional(),
      }),
    )
    .max(50)
    .optional()
    .meta({ description: 'Configurations to add (no id) or change (with id); ones left out stay as they are.' }),
});
export type TUpdateProductRequest = z.infer<typeof ZUpdateProductRequest>;

/** The operator's view: inactive configurations included. */
export const ZOperatorProduct = ZProduct.extend({
  configurations: z.array(ZProductConfiguration),
  created_at: ZTimestamp,
  updated_at: ZTimestamp,
}).meta({ id: 'OperatorProduct' });
export const ZOperatorProductResponse = dataResponse(ZOperatorProduct);

export const ZCatalogImportSummary = z.object({
  products_created: z.number().int(),
  products_updated: z.number().int(),
  configurations_created: z.number().int(),
  configurations_updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type TCatalogImportSummary = z.infer<typeof ZCatalogImportSummary>;

/** One row of a catalog import (CSV or JSON): a configuration of a product matched by brand and model. */
export const ZCatalogImportRow = z.object({
  brand: z.string({ message: 'brand is required' }).trim().min(1, 'brand is required').max(100),
  model: z.string({ message: 'model is required' }).trim().min(1, 'model is required').max(200),
  name: z.string({ message: 'name is required' }).trim().min(1, 'name is required').max(200),
  product_type: z.string({ message: 'product_type is required' }).trim().min(1, 'product_type is required').max(50),
  image_url: zLinkUrl().nullish(),
  cpu: zSpecValue,
  ram: zSpecValue,
  storage: zSpecValue,
  screen_size: zSpecValue,
  price_estimate: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/, 'price_estimate must be a number')
        .transform(Number),
    ])
    .pipe(ZMoneyAmount)
    .nullish(),
  currency: ZCurrency.nullish().transform((value) => value ?? 'USD'),
  active: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'active must be true or false' })])
    .nullish()
    .transform(
      (value) =>
        value === undefined || value === null || value === true || value === 'true' || value === '1' || value === 'yes',
    ),
});

export type TCatalogImportRow = z.infer<typeof ZCatalogImportRow>;

// Kits

export const ZKitItem = z.object({
  product_id: z.uuid().nullable(),
  configuration_id: z.uuid().nullable(),
  product_type: z.string(),
  specification: z
    .record(z.string(), z.string().nullable())
    .meta({ description: 'brand, model, name, cpu, ram, storage, screen_size.' }),
  quantity: z.number().int(),
});

export const ZKit = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    region: z.string().nullable(),
    tags: z.array(z.string()),
    items: z.array(ZKitItem),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'Kit' });
export type TKit = z.infer<typeof ZKit>;

export const ZListKitsQuery = ZPaginationQuery.extend({
  search: z.string().trim().min(1).optional().meta({ description: 'Part of the kit name, case-insensitive.' }),
  tag: csvFilter('Tag'),
  region: csvFilter('Region'),
  sort: z.enum(['created_at', '-created_at', 'updated_at', '-updated_at', 'name', '-name']).default('-created_at'),
});
export type TListKitsQuery = z.infer<typeof ZListKitsQuery>;
export const ZListKitsResponse = listResponse(ZKit);
// The operator API's `GET /companies/:id/kits` query (server/catalog/operator-routes.ts declares the same shape inline).
export const ZListCompanyKitsQuery = z.object({ mode: z.enum(['live', 'test']).default('live') });
export const ZGetKitResponse = dataResponse(ZKit);

export const ZKitItemInput = z.union([
  z.strictObject({
    product_id: z.uuid('must be a product id'),
    configuration_id: z.uuid('must be a configuration id').optional(),
    quantity: z.number().int().min(1).max(1000).default(1),
  }),
  z.strictObject({
    product_type: zText(50),
    specification: z
      .record(z.string(), z.string().max(200))
      .refine((spec) => spec.brand && spec.model, 'needs at least brand and model'),
    quantity: z.number().int().min(1).max(1000).default(1),
  }),
]);

export const ZCreateKitRequest = z.strictObject({
  mode: z
    .enum(['live', 'test'])
    .default('live')
    .meta({ description: 'Which data the kit belongs to: live, or the sandbox.' }),
  name: zText(200),
  description: z.string().trim().max(2000).nullable().optional(),
  region: z.string().trim().max(100).nullable().optional(),
  tags: z.array(z.string().trim().toLowerCase().min(1).max(50)).max(20).default([]),
  items: z.array(ZKitItemInput).min(1, 'give at least one item').max(50),
});
export type TCreateKitRequest = z.infer<typeof ZCreateKitRequest>;
export const ZUpdateKitRequest = ZCreateKitRequest.omit({ mode: true }).partial();
export type TUpdateKitRequest = z.infer<typeof ZUpdateKitRequest>;
