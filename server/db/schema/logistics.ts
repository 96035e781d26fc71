import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps, type Comment } from './columns';
import type { StatusTimestamps } from './quotes';

export type Person = {
  name: string;
  email: string | null;
  country: string | null;
  address: string | null;
  phone: string | null;
};
/** Where a Store sends the device (lib/contract/destinations.ts); null on actions from before destinations: the hub. */
export type StoreDestination =
  | { type: 'loadout_hub' }
  | { type: 'location'; location_id: string }
  | { type: 'clearance'; outcome: 'resale' | 'recycle' };
export type StatusEntry = { status: string; at: string; note: string | null };
export type ActionComment = Comment;

/** Store / Assign / Reassign of one device. */
export const deviceActions = pgTable(
  'device_actions',
  {
    id: id(),
    actionId: text('action_id').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    actionType: text('action_type').notNull(),
    status: text('status').notNull(),
    statusTimestamps: jsonb('status_timestamps').$type<StatusTimestamps>().notNull(),
    statusHistory: jsonb('status_history').$type<StatusEntry[]>().notNull(),
    serialNumber: text('serial_number').notNull(),
    model: text('model').notNull(),
    deviceType: text('device_type').notNull(),
    country: text('country').notNull(),
    /** The ISO 3166-1 alpha-2 code recognised in `country` (lib/countries.ts), null when none; written with it. */
    countryCode: text('country_code'),
    currentUser: jsonb('current_user').$type<Person | null>(),
    newRecipient: jsonb('new_recipient').$type<Person | null>(),
    wipe: boolean('wipe').notNull(),
    wipeCompleted: boolean('wipe_completed').notNull().default(false),
    destination: jsonb('destination').$type<StoreDestination | null>(),
    notes: text('notes'),
    notificationEmails: text('notification_emails').array().notNull(),
    trackingCode: text('tracking_code'),
    trackingLink: text('tracking_link'),
    comments: jsonb('comments').$type<ActionComment[]>().notNull(),
    actionRequiredMessage: text('action_required_message'),
    actionRequiredAt: timestamp('action_required_at', { withTimezone: true, precision: 3 }),
    external: boolean('external').notNull(),
    ...timestamps,
  },
  (t) => [
    // Rule 1 of the spec, held by the database under any concurrency: one active action per device.
    uniqueIndex('device_actions_one_active_uq')
      .on(t.companyId, t.livemode, sql`lower(${t.serialNumber})`)
      .where(sql`status = 'In Progress'`),
    index('device_actions_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('device_actions_updated_idx').on(t.companyId, t.livemode, t.updatedAt, t.id),
    index('device_actions_queue_idx').on(t.status, t.createdAt),
  ],
);
