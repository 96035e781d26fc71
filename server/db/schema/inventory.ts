import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';

export const ASSET_STATUSES = ['in_storage', 'in_use'] as const;
export const ASSET_SOURCES = ['procured', 'added'] as const;

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
    ...timestamps,
  },
  (t) => [
    // One device per serial number in a company's inventory (per mode), whatever its letter case.
    uniqueIndex('assets_serial_uq').on(t.companyId, t.livemode, sql`lower(${t.serialNumber})`),
    index('assets_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('assets_updated_idx').on(t.companyId, t.livemode, t.updatedAt, t.id),
  ],
);
