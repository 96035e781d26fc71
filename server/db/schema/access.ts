import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  apiAccessEnabled: boolean('api_access_enabled').notNull().default(true),
  /** Days before a hire's start date that their onboarding case opens. */
  onboardingLeadDays: integer('onboarding_lead_days').notNull().default(21),
  /** Onboarding drafts are submitted as quotes without IT staff's click, once the hire's choices are in. */
  onboardingAutoSubmit: boolean('onboarding_auto_submit').notNull().default(false),
  /** Days audit events are kept before the retention job archives and prunes them (server/audit/retention.ts). */
  auditRetentionDays: integer('audit_retention_days').notNull().default(400),
  /**
   * The currency budgets and approval amounts are counted in: quotes in other currencies count at the rate stored
   * with each commitment. Null: nothing is converted (a budget or rule counts only quotes in its own currency).
   */
  reportingCurrency: text('reporting_currency'),
  ...timestamps,
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    livemode: boolean('livemode').notNull(),
    /** SHA-256 of the whole key, hex. The key itself is never stored. */
    keyHash: text('key_hash').notNull().unique(),
    /** Last four characters, so people can tell their keys apart. */
    keySuffix: text('key_suffix').notNull(),
    scopes: text('scopes').array().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    /** Test keys only: sandbox quotes and device actions move on by themselves, as if staff handled them. */
    autopilot: boolean('autopilot').notNull().default(false),
    /** Decisions on quotes made with this key go through the company's approval rules, as the dashboard's do. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('api_keys_company_idx').on(t.companyId, t.createdAt)],
);

/** Bearer tokens of a company's SCIM client (Okta, Microsoft Entra ID), which provisions its employees. */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    livemode: boolean('livemode').notNull(),
    /** SHA-256 of the whole token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    tokenSuffix: text('token_suffix').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('scim_tokens_company_idx').on(t.companyId, t.createdAt)],
);

export const operatorTokens = pgTable('operator_tokens', {
  id: id(),
  name: text('name').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  tokenSuffix: text('token_suffix').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
  ...timestamps,
});
