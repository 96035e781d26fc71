import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';
import { locations } from './locations';

export const ASSET_STATUSES = ['in_storage', 'in_use', 'cleared'] as const;
export const ASSET_SOURCES = ['procured', 'added'] as const;
export const STORAGE_TYPES = ['loadout_hub', 'location', 'clearance'] as const;
export const CONDITION_GRADES = ['A', 'B', 'C', 'D'] as const;
export const ERASURE_METHODS = ['clear', 'purge', 'destroy'] as const;
export type AssetErasure = {
  certificate_number: string;
  method: (typeof ERASURE_METHODS)[number];
  erased_on: string;
  issued_at: string;
  pdf_sha256: string;
};

/** A device in a company's managed inventory (a "holding asset"). */
export const assets = pgTable(
  'assets',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    serialNumber: text('serial_number').notNull(),
    deviceType: text('device_type').notNull(),
    model: text('model').notNull(),
    description: text('description'),
    country: text('country').notNull(),
    /** The ISO 3166-1 alpha-2 code recognised in `country` (lib/countries.ts), null when none; written with it. */
    countryCode: text('country_code'),
    status: text('status', { enum: ASSET_STATUSES }).notNull(),
    employeeName: text('employee_name'),
    employeeEmail: text('employee_email'),
    condition: text('condition'),
    /** The purchase cost (the API's `purchase_cost`, and `cost`, its first name), in `currency`. */
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
    // The device's life: bought on `purchasedOn` (a quote's delivery day, or as added or imported), under warranty
    // until `warrantyEndsOn`, due for refresh on `refreshDueOn` = purchase day + the company's lifespan of its device
    // type (server/inventory/lifespans.ts; rewritten when the lifespans change). Book value falls in a straight line
    // from the cost on the purchase day to nothing on the refresh day.
    purchasedOn: date('purchased_on', { mode: 'string' }),
    warrantyEndsOn: date('warranty_ends_on', { mode: 'string' }),
    refreshDueOn: date('refresh_due_on', { mode: 'string' }),
    source: text('source', { enum: ASSET_SOURCES }).notNull(),
    // Where a device in storage is kept, from the Store that brought it back: Loadout's hub (also when null, as for
    // every device stored before destinations), one of the company's locations, or clearance with its outcome.
    storageType: text('storage_type', { enum: STORAGE_TYPES }),
    locationId: uuid('location_id').references(() => locations.id),
    clearanceOutcome: text('clearance_outcome', { enum: ['resale', 'recycle'] }),
    /** The operator's grade when the device came back (A: like new … D: broken), with a note. */
    conditionGrade: text('condition_grade', { enum: CONDITION_GRADES }),
    conditionNote: text('condition_note'),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }),
    // Cleared: the device left the inventory (resold, with the amount credited to the company, or recycled) after its
    // data erasure was certified; `clearanceOutcome` then says which it was.
    /** The issued certificate's summary (erasure_certificates holds it whole), written with it and never changed. */
    erasure: jsonb('erasure').$type<AssetErasure | null>(),
    clearedAt: timestamp('cleared_at', { withTimezone: true, precision: 3 }),
    creditedAmount: numeric('credited_amount', { precision: 12, scale: 2, mode: 'number' }),
    creditedCurrency: text('credited_currency'),
    ...timestamps,
  },
  (t) => [
    // One device per serial number in a company's inventory (per mode), whatever its letter case.
    uniqueIndex('assets_serial_uq').on(t.companyId, t.livemode, sql`lower(${t.serialNumber})`),
    index('assets_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('assets_updated_idx').on(t.companyId, t.livemode, t.updatedAt, t.id),
    index('assets_location_idx').on(t.locationId),
    index('assets_refresh_due_idx').on(t.companyId, t.livemode, t.refreshDueOn),
  ],
);

/**
 * The `asset.refresh_due` events sent: one per device and refresh day, so the daily check (server/inventory/
 * refresh-due-job.ts) sends each once, and again only if the day moves. Bookkeeping, not company data: not audited.
 */
export const assetRefreshNotices = pgTable(
  'asset_refresh_notices',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.dueOn] })],
);

/** Months a device of a type serves before its refresh: `byDeviceType` by lower-case type, else `defaultMonths`. */
export type DeviceLifespans = { defaultMonths: number; byDeviceType: Record<string, number> };

/** A company's inventory settings, per mode (a location belongs to one mode). No row: the defaults. */
export const inventorySettings = pgTable(
  'inventory_settings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    // Where the dashboard, offboarding and refreshes send a Store unless told otherwise (a StoreDestination, as the
    // columns of assets hold one, so that a default location cannot be deleted under it).
    defaultStorageType: text('default_storage_type', { enum: STORAGE_TYPES }).notNull().default('loadout_hub'),
    defaultLocationId: uuid('default_location_id').references(() => locations.id),
    defaultClearanceOutcome: text('default_clearance_outcome', { enum: ['resale', 'recycle'] }),
    /** Null: the defaults (server/inventory/lifespans.ts). */
    deviceLifespans: jsonb('device_lifespans').$type<DeviceLifespans | null>(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.livemode] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The certificate of a device's data erasure (NIST SP 800-88): what was done, by whom, and the SHA-256 of the PDF that
 * says so. One per asset; audited (the PDF itself, in erasure_certificate_pdfs, is not: the audit log holds its hash).
 */
export const erasureCertificates = pgTable(
  'erasure_certificates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    /** `EC-2026-000001`: gapless, one counter for every company (server/db/reference-numbers.ts). */
    number: text('number').notNull().unique(),
    method: text('method', { enum: ERASURE_METHODS }).notNull(),
    tool: text('tool').notNull(),
    erasedOn: text('erased_on').notNull(),
    performedBy: text('performed_by').notNull(),
    verificationNote: text('verification_note'),
    /** The JSON record as issued (the PDF says the same). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('erasure_certificates_asset_uq').on(t.assetId)],
);

/** The PDF of a certificate, byte for byte as issued (its SHA-256 is the certificate's `pdf_sha256`). */
export const erasureCertificatePdfs = pgTable('erasure_certificate_pdfs', {
  certificateId: uuid('certificate_id')
    .primaryKey()
    .references(() => erasureCertificates.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
});
