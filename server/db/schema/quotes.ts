import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps, type Comment } from './columns';
import type { StoredConversion } from './fx';

/** Status → ISO time it was first entered. */
export type StatusTimestamps = Record<string, string>;

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    /** Human reference, `Q-<year>-<number>`, gapless (server/db/reference-numbers.ts). */
    number: text('number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    status: text('status').notNull(),
    statusTimestamps: jsonb('status_timestamps').$type<StatusTimestamps>().notNull(),
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name'),
    poNumber: text('po_number'),
    notificationEmails: text('notification_emails').array().notNull(),
    currency: text('currency').notNull().default('USD'),
    actionRequiredMessage: text('action_required_message'),
    actionRequiredAt: timestamp('action_required_at', { withTimezone: true, precision: 3 }),
    comments: jsonb('comments').$type<Comment[]>().notNull().default([]),
    /** The committed money (the quote entered Approved) in the company's reporting currency; null: not converted. */
    committedConversion: jsonb('committed_conversion').$type<StoredConversion>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quotes_number_uq').on(t.number),
    index('quotes_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('quotes_updated_idx').on(t.companyId, t.livemode, t.updatedAt, t.id),
    index('quotes_review_idx').on(t.status, t.createdAt),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    mode: text('mode', { enum: ['catalog', 'kit', 'freeform'] }).notNull(),
    productId: uuid('product_id'),
    configurationId: uuid('configuration_id'),
    kitId: uuid('kit_id'),
    productType: text('product_type'),
    specification: jsonb('specification').$type<Record<string, unknown>>().notNull(),
    quantity: integer('quantity').notNull(),
    comments: text('comments'),
    status: text('status').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }),
    selectedType: text('selected_type', { enum: ['item', 'alternative'] }),
    selectedId: uuid('selected_id'),
    ...timestamps,
  },
  (t) => [index('quote_items_quote_idx').on(t.quoteId, t.position)],
);

export const quoteAlternatives = pgTable(
  'quote_alternatives',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => quoteItems.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    isExactMatch: boolean('is_exact_match').notNull(),
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (t) => [
    index('quote_alternatives_item_idx').on(t.itemId, t.createdAt),
    index('quote_alternatives_quote_idx').on(t.quoteId),
  ],
);

export const quoteRecipients = pgTable(
  'quote_recipients',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => quoteItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    country: text('country').notNull(),
    /** The ISO 3166-1 alpha-2 code recognised in `country` (lib/countries.ts), null when none; written with it. */
    countryCode: text('country_code'),
    address: text('address').notNull(),
    phoneNumber: text('phone_number'),
    quantity: integer('quantity'),
    status: text('status').notNull().default('Pending'),
    statusTimestamps: jsonb('status_timestamps').$type<StatusTimestamps>().notNull(),
    trackingCode: text('tracking_code'),
    trackingLink: text('tracking_link'),
    serialNumber: text('serial_number'),
    /** The recipient's spent money (delivered) in the company's reporting currency; null: not converted. */
    spentConversion: jsonb('spent_conversion').$type<StoredConversion>(),
    ...timestamps,
  },
  (t) => [
    index('quote_recipients_item_idx').on(t.itemId, t.position),
    index('quote_recipients_quote_idx').on(t.quoteId),
  ],
);
