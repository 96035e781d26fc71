import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    address: text('address'),
    hireDate: text('hire_date'),
    managerEmail: text('manager_email'),
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
