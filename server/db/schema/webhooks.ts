import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id, timestamps } from './columns';
import * as clock from '../../core/clock';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** The signing secret, sealed with the server's key (never stored in clear). */
    secretSealed: text('secret_sealed').notNull(),
    /** After a rotation the old secret keeps signing until `previous_secret_expires_at`. */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true, precision: 3 }),
    /** Start of the current run of failed deliveries; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId, t.livemode, t.createdAt)],
);

/** One row per domain event, written in the transaction of the change that caused it. */
export const events = pgTable(
  'events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    /** Order of occurrence: deliveries about one object keep it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .$defaultFn(() => clock.now()),
  },
  (t) => [
    index('events_company_idx').on(t.companyId, t.livemode, t.createdAt),
    // The stream reads a tenant's events after a position; the list filters on the object an event is about.
    index('events_company_seq_idx').on(t.companyId, t.livemode, t.seq),
    index('events_company_object_idx').on(t.companyId, t.livemode, sql`(${t.data}->>'id')`),
    // Retention deletes by age across tenants.
    index('events_created_idx').on(t.createdAt),
  ],
);

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** An event on its way to one endpoint. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    latencyMs: integer('latency_ms'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_uq').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Each HTTP attempt of a delivery. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    /** The start of the response body, to debug a failing endpoint. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .$defaultFn(() => clock.now()),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
