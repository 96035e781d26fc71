import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';

export const EMPLOYEE_STATUSES = ['active', 'inactive'] as const;

/** Employees synced from the company's HR information system. */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    hrisId: text('hris_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: EMPLOYEE_STATUSES }).notNull().default('active'),
    department: text('department'),
    jobTitle: text('job_title'),
    country: text('country'),
    /** The ISO 3166-1 alpha-2 code recognised in `country` (lib/countries.ts), null when none; written with it. */
    countryCode: text('country_code'),
    address: text('address'),
    /** The first working day, YYYY-MM-DD (the API shows it as `start_date` and, as before, `hire_date`). */
    hireDate: text('hire_date'),
    /** The last working day, YYYY-MM-DD: set, the person is leaving; passed, they have left. */
    endDate: text('end_date'),
    employeeNumber: text('employee_number'),
    managerEmail: text('manager_email'),
    managerId: uuid('manager_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    givenName: text('given_name'),
    familyName: text('family_name'),
    /** The SCIM client's `userName` when it differs from the e-mail address (Entra ID's user principal name). */
    scimUserName: text('scim_user_name'),
    /** A SCIM client deleted the user: the record stays (devices, history) but SCIM no longer shows it. */
    scimDeletedAt: timestamp('scim_deleted_at', { withTimezone: true, precision: 3 }),
    /** Bumped by every change; the SCIM ETag. */
    version: integer('version').notNull().default(1),
    syncedAt: timestamp('synced_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employees_hris_uq')
      .on(t.companyId, t.livemode, t.hrisId)
      .where(sql`hris_id is not null`),
    uniqueIndex('employees_email_uq').on(t.companyId, t.livemode, sql`lower(${t.email})`),
    index('employees_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
    index('employees_name_idx').on(t.companyId, t.livemode, t.name, t.id),
  ],
);
