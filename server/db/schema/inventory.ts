import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';
import { locations } from './locations';

export const ASSET_STATUSES = ['in_storage', 'in_use'] as const;
export const ASSET_SOURCES = ['procured', 'added'] as const;
export const STORAGE_TYPES = ['loadout_hub', 'location', 'clearance'] as const;
export const CONDITION_GRADES = ['A', 'B', 'C', 'D'] as const;

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
    cost: numeric('cost', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull().default('USD'),
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
    ...timestamps,
  },
  (t) => [
    // One device per serial number in a company's inventory (per mode), whatever its letter case.
    uniqueIndex('assets_serial_uq').on(t.companyId, t.livemode, sql`lower(${t.serialNumber})`),
    index('assets_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('assets_updated_idx').on(t.companyId, t.livemode, t.updatedAt, t.id),
    index('assets_location_idx').on(t.locationId),
  ],
);

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
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.livemode] })],
);
