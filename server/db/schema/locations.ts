import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';

export const LOCATION_TYPES = ['warehouse', 'office'] as const;

/** A company's own place that devices can be returned to and kept at: a warehouse or an office. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    type: text('type', { enum: LOCATION_TYPES }).notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    /** The ISO 3166-1 alpha-2 code recognised in `country` (lib/countries.ts), null when none; written with it. */
    countryCode: text('country_code'),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    ...timestamps,
  },
  (t) => [
    // One location of a name per company and mode, whatever its letter case.
    uniqueIndex('locations_name_uq').on(t.companyId, t.livemode, sql`lower(${t.name})`),
    index('locations_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
  ],
);
