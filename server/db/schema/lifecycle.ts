import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';
import { employees } from './employees';
import type { Person, StoreDestination } from './logistics';

export const OFFBOARDING_STATUSES = ['open', 'completed', 'cancelled'] as const;

/**
 * A leaver's devices coming back: opened when an employee starts leaving, completed when every device they held is
 * stored or reassigned, cancelled when they are rehired before their end date.
 */
export const offboardingCases = pgTable(
  'offboarding_cases',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFBOARDING_STATUSES }).notNull(),
    /** The last working day the case was opened for, YYYY-MM-DD; it follows the employee's while the case is open. */
    endDate: text('end_date').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [
    // Never two open cases for one person, whichever instance or job notices the change first.
    uniqueIndex('offboarding_cases_one_open_uq')
      .on(t.employeeId)
      .where(sql`status = 'open'`),
    index('offboarding_cases_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('offboarding_cases_employee_idx').on(t.employeeId, t.createdAt),
  ],
);

export const OFFBOARDING_DEVICE_STATUSES = [
  /** Listed, nothing planned yet. */
  'held',
  /** A retrieval is planned for `scheduled_for`; its device action is created that day. */
  'scheduled',
  /** The device action exists and is In Progress. */
  'in_progress',
  /** The device action completed: stored, or with the new holder. */
  'returned',
  /** Nothing to do any more: the case was cancelled, or IT staff took the device off the list. */
  'cancelled',
] as const;

export type OffboardingDisposition = 'Store' | 'Reassign';

/** One device a leaver holds, and how it comes back. */
export const offboardingDevices = pgTable(
  'offboarding_devices',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => offboardingCases.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    serialNumber: text('serial_number').notNull(),
    model: text('model').notNull(),
    deviceType: text('device_type').notNull(),
    country: text('country').notNull(),
    /** The ISO 3166-1 alpha-2 code recognised in `country` (lib/countries.ts), null when none; written with it. */
    countryCode: text('country_code'),
    /** Not in the managed inventory: IT staff added it to the case, and its action is an external one. */
    external: boolean('external').notNull(),
    status: text('status', { enum: OFFBOARDING_DEVICE_STATUSES }).notNull(),
    disposition: text('disposition').$type<OffboardingDisposition>(),
    newRecipient: jsonb('new_recipient').$type<Person | null>(),
    wipe: boolean('wipe').notNull().default(true),
    /** A Store's destination, fixed when the retrieval is planned (the company's default unless named). */
    destination: jsonb('destination').$type<StoreDestination | null>(),
    notes: text('notes'),
    scheduledFor: text('scheduled_for'),
    /** The device action that retrieves it, once created. */
    actionId: uuid('action_id'),
    /** Why the retrieval could not go ahead (another action in progress, the action was cancelled). */
    problem: text('problem'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('offboarding_devices_serial_uq').on(t.caseId, sql`lower(${t.serialNumber})`),
    index('offboarding_devices_action_idx').on(t.actionId),
    index('offboarding_devices_due_idx').on(t.status, t.scheduledFor),
  ],
);

/** One choice's pick (jsonb): the option taken, who took it and when; `by` is null for picks older than the record. */
export type StoredChoicePick = {
  option: string;
  by: 'hire' | 'it_staff' | null;
  at: string | null;
  /** For IT staff: the person the key named (Loadout-Actor-* headers) and the key. */
  actor: { email: string | null; name: string | null; api_key_id: string | null } | null;
  /** What the hire picked through their link, also when IT staff overrode it. */
  hire_option: string | null;
};

export const ONBOARDING_STATUSES = ['scheduled', 'open', 'submitted', 'completed', 'cancelled'] as const;

/**
 * A new hire's equipment: scheduled until `opens_on` (the company's lead time before the start date), then open with
 * a draft drawn from their equipment policy (and the options they picked through their one-time link) until it is
 * submitted as a quote, then following that quote until everything is delivered. The draft is not stored: it is
 * drawn from the current policy and directory entry whenever it is read, so a change to either re-plans it.
 */
export const onboardingCases = pgTable(
  'onboarding_cases',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ONBOARDING_STATUSES }).notNull(),
    startDate: text('start_date').notNull(),
    opensOn: text('opens_on').notNull(),
    /** What the hire picked, by choice name: the option's label. */
    choices: jsonb('choices').$type<Record<string, string>>().notNull().default({}),
    /** Who picked each choice's option, by choice name: the hire through their link, or IT staff at submit. */
    choicePicks: jsonb('choice_picks').$type<Record<string, StoredChoicePick>>().notNull().default({}),
    /** SHA-256 of the hire's one-time link token; cleared once used or submitted. */
    choiceTokenHash: text('choice_token_hash').unique(),
    choiceDeadline: text('choice_deadline'),
    choicesMadeAt: timestamp('choices_made_at', { withTimezone: true, precision: 3 }),
    quoteId: uuid('quote_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }),
    lateAt: timestamp('late_at', { withTimezone: true, precision: 3 }),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, precision: 3 }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [
    // One case under way per hire, whichever worker or instance notices them first.
    uniqueIndex('onboarding_cases_one_active_uq')
      .on(t.employeeId)
      .where(sql`status in ('scheduled', 'open', 'submitted')`),
    index('onboarding_cases_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('onboarding_cases_employee_idx').on(t.employeeId, t.createdAt),
    index('onboarding_cases_quote_idx').on(t.quoteId),
  ],
);
