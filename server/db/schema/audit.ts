import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './access';
import { id } from './columns';

/** Who made a change (jsonb); see server/audit/actor.ts. */
export type StoredAuditActor =
  | {
      type: 'user';
      email: string;
      name: string | null;
      role: string | null;
      api_key_id: string | null;
      api_key_name: string | null;
      /** The key named this person (Loadout-Actor-*): Loadout did not sign them in. */
      asserted: boolean;
      api_key_suffix: string | null;
      /** Where the request really came from (the key holder's server), beside what the key reported for the person. */
      peer_ip: string | null;
      peer_user_agent: string | null;
    }
  | { type: 'api_key'; api_key_id: string; api_key_name: string }
  | {
      type: 'operator';
      operator_token_id: string;
      email: string | null;
      name: string | null;
      asserted: boolean;
      peer_ip: string | null;
      peer_user_agent: string | null;
    }
  | { type: 'scim'; scim_token_id: string }
  | { type: 'job'; job: string }
  | { type: 'link' };

/** One changed row (jsonb): its table, id, the operation, and the fields that changed, before and after. */
export type StoredRowChange = {
  table: string;
  id: string | null;
  operation: 'insert' | 'update' | 'delete';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * The audit trail: one event per change made to a company's data, appended in the change's own transaction, unsealed
 * (no `seq`, `prev_hash`, `hash`, `sealed_at`) so that writers of one company wait on nothing; the sealer
 * (server/audit/seal.ts) then gives each its place in the chain of its company and mode, in `position` order. Each
 * sealed event carries the hash of the chain's previous one (`prev_hash`) and its own (`hash`, over its content and
 * `prev_hash`), so an edited or deleted row breaks the chain (server/audit/chain.ts). A trigger refuses updates and
 * deletes except the sealing of an unsealed event and the retention job's prune.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Position in the chain of the company and mode, from 1, without gaps; null until the event is sealed. */
    seq: bigint('seq', { mode: 'number' }),
    /** Order of insertion (across every chain), which the sealer follows; not part of the hashed event. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    livemode: boolean('livemode').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    actor: jsonb('actor').$type<StoredAuditActor>().notNull(),
    /** What the actor named: a route's operation id (`quotes.create`) or a job's name. */
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** Every object the change touched (row ids and the parents they belong to), for an object's history. */
    subjects: text('subjects').array().notNull(),
    changes: jsonb('changes').$type<StoredRowChange[]>().notNull(),
    /** Changed rows left out of `changes` past the first 500 (a large import). */
    changesOmitted: integer('changes_omitted').notNull().default(0),
    requestId: text('request_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /**
     * When the event was inserted, by the database's clock (occurred_at is the work's, which the demo company's build
     * sets in the past): how long an event waits to be sealed is measured from it. Not part of the hashed event.
     */
    appendedAt: timestamp('appended_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
    /** When the sealer gave the event its place in the chain (null: not sealed yet). Not part of the hashed event. */
    sealedAt: timestamp('sealed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('audit_events_chain_seq_idx').on(t.companyId, t.livemode, t.seq),
    // Only the events waiting to be sealed: small, whatever the size of the log.
    index('audit_events_unsealed_idx')
      .on(t.companyId, t.livemode, t.position)
      .where(sql`${t.seq} is null`),
    index('audit_events_company_time_idx').on(t.companyId, t.livemode, t.occurredAt, t.id),
    index('audit_events_subjects_idx').using('gin', t.subjects),
  ],
);

/**
 * The head of each chain (a company's live or sandbox events): the last sealed event's position and hash, moved by
 * the sealer (writers never touch it), and the anchor the chain starts from once the retention job pruned older events. A deleted last event shows
 * as a head that no row matches. `rechain_pending` marks a chain whose hashes migration 0025 left to be recomputed
 * (server/audit/rechain.ts).
 */
export const auditChainHeads = pgTable(
  'audit_chain_heads',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    /** The last pruned event (0 and the genesis hash while nothing was pruned). */
    anchorSeq: bigint('anchor_seq', { mode: 'number' }).notNull().default(0),
    anchorHash: text('anchor_hash').notNull(),
    rechainPending: boolean('rechain_pending').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.livemode] })],
);

/**
 * Signed checkpoints of each chain's head (server/audit/checkpoints.ts): the position and hash a chain had when the
 * checkpoint job saw it, signed with an Ed25519 key that the database does not hold. A chain rewritten after a
 * checkpoint no longer reaches the hash the checkpoint signed.
 */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The first 16 hex characters of the SHA-256 of the public key (raw 32 bytes) that verifies the signature. */
    keyId: text('key_id').notNull(),
    /** Ed25519 over the checkpoint's canonical JSON (every field but `id` and `signature`), base64. */
    signature: text('signature').notNull(),
  },
  (t) => [
    uniqueIndex('audit_checkpoints_chain_seq_idx').on(t.companyId, t.livemode, t.seq),
    index('audit_checkpoints_chain_time_idx').on(t.companyId, t.livemode, t.signedAt, t.id),
  ],
);

/**
 * Rows changed inside an audited transaction, written by the `audit_capture` trigger while the transaction has set
 * `loadout.audit_capture` to its capture id, and taken out again (deleted) when the event is appended.
 */
export const auditCapturedChanges = pgTable(
  'audit_captured_changes',
  {
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    captureId: text('capture_id').notNull(),
    tableName: text('table_name').notNull(),
    operation: text('operation').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    capturedAt: timestamp('captured_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('audit_captured_changes_capture_idx').on(t.captureId)],
);
