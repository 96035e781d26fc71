import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';

/** A catalog product a policy gives (jsonb). */
export type PolicyProduct = { product_id: string; configuration_id: string | null; quantity: number };

/** Where a new hire picks one of several products (jsonb); `default_option` is the label taken after the deadline. */
export type PolicyChoice = {
  name: string;
  options: (PolicyProduct & { label: string })[];
  default_option: string;
};

/**
 * A company's rule of who gets what: employees matched by department, country and job title (empty: any) get kits,
 * products, choices and a budget. The first matching rule by `position` wins; the default rule is last.
 */
export const equipmentPolicies = pgTable(
  'equipment_policies',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** 1, 2, 3… in the order of evaluation within the company and mode; the default rule has the highest. */
    position: integer('position').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    departments: text('departments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobTitles: text('job_titles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kitIds: uuid('kit_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    products: jsonb('products').$type<PolicyProduct[]>().notNull().default([]),
    choices: jsonb('choices').$type<PolicyChoice[]>().notNull().default([]),
    budgetAmount: numeric('budget_amount', { precision: 12, scale: 2, mode: 'number' }),
    budgetCurrency: text('budget_currency'),
    ...timestamps,
  },
  (t) => [
    // At most one default rule per company and mode, under concurrency too.
    uniqueIndex('equipment_policies_default_uq')
      .on(t.companyId, t.livemode)
      .where(sql`is_default`),
    index('equipment_policies_position_idx').on(t.companyId, t.livemode, t.position, t.id),
  ],
);
