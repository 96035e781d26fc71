import { sql } from 'drizzle-orm';
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
import { id, timestamps } from './columns';
import type { StoredConversion } from './fx';
import { quotes } from './quotes';

/** Who approves a step (jsonb): the recipients' manager from the directory, a named person, or any manager. */
export type StoredApprover =
  { type: 'recipient_manager' } | { type: 'person'; email: string; name: string | null } | { type: 'any_manager' };

/** What makes a rule cover a quote (jsonb). */
export type StoredCondition =
  | { type: 'amount_over'; amount: number }
  | { type: 'freeform_items' }
  | { type: 'outside_policy' }
  | { type: 'departments'; departments: string[] };

/** The optional second step of a rule (jsonb): above a higher amount, and/or when the quote goes over budget. */
export type StoredSecondStep = {
  above_amount: number | null;
  when_over_budget: boolean;
  approver: StoredApprover;
};

/**
 * A company's rule of which quotes need whose approval. The first active rule by `position` that covers a quote's
 * requested decisions decides its approval steps.
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    condition: jsonb('condition').$type<StoredCondition>().notNull(),
    /** The currency of the condition's and the second step's amounts, which apply to quotes in it only. */
    currency: text('currency').notNull().default('USD'),
    approver: jsonb('approver').$type<StoredApprover>().notNull(),
    secondStep: jsonb('second_step').$type<StoredSecondStep>(),
    /** Who a step escalates to after five working days (null: anyone with the manager role). */
    fallbackEmail: text('fallback_email'),
    fallbackName: text('fallback_name'),
    ...timestamps,
  },
  (t) => [index('approval_rules_position_idx').on(t.companyId, t.livemode, t.position, t.id)],
);

/** A requested accept or reject of one item's option (jsonb), held until the request is approved. */
export type RequestedDecision = {
  item_id: string;
  alternative_id: string | null;
  action: 'accept' | 'reject';
  /** Replacement recipients supplied with an accept, in the public API's input shape. */
  recipients: Record<string, unknown>[] | null;
};

/** Who asked (jsonb): a dashboard user, or an API key. */
export type RequestActor = {
  type: 'user' | 'api_key';
  email: string | null;
  name: string | null;
  role: string | null;
  api_key_id: string | null;
};

/** A line of a quote's budget impact (jsonb), as worked out when the request was made. */
export type StoredBudgetImpact = {
  budget_id: string;
  department: string | null;
  period_start: string;
  currency: string;
  amount: number;
  remaining: number;
  this_quote: number;
  after: number;
};

/**
 * The decisions someone made on a quote, held for approval. `collecting` while the quote still has undecided items
 * (the decisions take effect together), `pending` while approvers decide, then `approved`, `declined`, `cancelled`,
 * or `not_required` when no rule covered the complete set. One open request per quote.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    status: text('status', {
      enum: ['collecting', 'pending', 'approved', 'declined', 'cancelled', 'not_required'],
    }).notNull(),
    ruleId: uuid('rule_id'),
    ruleName: text('rule_name'),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    decisions: jsonb('decisions').$type<RequestedDecision[]>().notNull().default([]),
    requestedBy: jsonb('requested_by').$type<RequestActor>().notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull(),
    /** `total` in the company's reporting currency when the request was planned; null: not converted. */
    conversion: jsonb('conversion').$type<StoredConversion>(),
    overBudget: boolean('over_budget').notNull().default(false),
    budgetImpact: jsonb('budget_impact').$type<StoredBudgetImpact[]>().notNull().default([]),
    requestedAt: timestamp('requested_at', { withTimezone: true, precision: 3 }),
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('approval_requests_open_uq')
      .on(t.quoteId)
      .where(sql`status in ('collecting', 'pending')`),
    index('approval_requests_inbox_idx').on(t.companyId, t.livemode, t.status, t.requestedAt, t.id),
    index('approval_requests_quote_idx').on(t.quoteId, t.createdAt),
  ],
);

/**
 * One step of a request: `waiting` until the step before it is approved, `pending` while its approvers decide.
 * `approver_emails` are the people who may decide it; escalation adds the rule's fallback approver.
 */
export const approvalSteps = pgTable(
  'approval_steps',
  {
    id: id(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => approvalRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    status: text('status', { enum: ['waiting', 'pending', 'approved', 'declined', 'cancelled'] }).notNull(),
    approver: jsonb('approver').$type<StoredApprover>().notNull(),
    approverEmails: text('approver_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Anyone with the manager role may decide too: the approver is `any_manager`, or escalated without a fallback. */
    openToManagers: boolean('open_to_managers').notNull().default(false),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }),
    remindedAt: timestamp('reminded_at', { withTimezone: true, precision: 3 }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true, precision: 3 }),
    decidedByEmail: text('decided_by_email'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    comment: text('comment'),
    ...timestamps,
  },
  (t) => [uniqueIndex('approval_steps_position_uq').on(t.requestId, t.position)],
);

/**
 * Money a department (or, with no department, the whole company) may commit in each calendar month, quarter or year
 * (UTC). Its figures are worked out from the quotes when read.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    name: text('name').notNull(),
    department: text('department'),
    period: text('period', { enum: ['month', 'quarter', 'year'] }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [
    // One budget per department (or company-wide) and period length.
    uniqueIndex('budgets_scope_uq').on(t.companyId, t.livemode, sql`coalesce(lower(${t.department}), '')`, t.period),
    index('budgets_created_idx').on(t.companyId, t.livemode, t.createdAt, t.id),
  ],
);
