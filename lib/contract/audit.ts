import { z } from 'zod';
import { dataResponse, listResponse, ZLivemode, ZPaginationQuery, ZTimestamp } from './common';

// The audit log: one event per change to a company's data, whoever made it (a dashboard user, an API key, Loadout's
// operators, the company's identity provider over SCIM, or a background job), chained by hashes so that an edited or
// deleted event is detected.

export const AUDIT_ACTOR_TYPES = ['user', 'api_key', 'operator', 'scim', 'job', 'link'] as const;
export type TAuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

const ZPeer = {
  peer_ip: z.string().nullable().meta({
    description:
      'The address the request really came from (the key holder’s server), beside `ip_address`, which is what the caller reported for the person; null on events written before 2026-11-28.',
  }),
  peer_user_agent: z.string().nullable().meta({
    description: 'The User-Agent of the request itself; null on events written before 2026-11-28.',
  }),
};

export const ZAuditActor = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('user'),
      email: z.string(),
      name: z.string().nullable(),
      role: z.string().nullable().meta({ description: 'The dashboard role: `it_staff`, `manager` or `support`.' }),
      api_key_id: z.uuid().nullable().meta({ description: 'The key the person acted through (the dashboard’s).' }),
      api_key_name: z.string().nullable(),
      asserted: z.boolean().meta({
        description:
          'Always true for a `user`: the key named this person in the Loadout-Actor-* headers (with their address and browser), and Loadout did not sign them in. Any key with a write scope can name anyone; trust the person as far as you trust the key.',
      }),
      api_key_suffix: z
        .string()
        .nullable()
        .meta({ description: 'The last characters of the key that named the person, as `lo_live_…abcd` shows it.' }),
      ...ZPeer,
    }),
    z.object({ type: z.literal('api_key'), api_key_id: z.uuid(), api_key_name: z.string() }),
    z.object({
      type: z.literal('operator'),
      operator_token_id: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      asserted: z.boolean().meta({
        description: 'True when the operator console named the person (`email`, `name`) through its token.',
      }),
      ...ZPeer,
    }),
    z.object({ type: z.literal('scim'), scim_token_id: z.uuid() }),
    z.object({
      type: z.literal('job'),
      job: z.string().meta({ description: 'The background job, e.g. `approval.escalate`.' }),
    }),
    z.object({ type: z.literal('link') }),
  ])
  .meta({
    id: 'AuditActor',
    description:
      'Who made the change: a dashboard `user` (through the company key, named in the Loadout-Actor-* headers), an `api_key` by id and name, a Loadout `operator`, the company’s identity provider over `scim`, a background `job`, or a `link`: someone holding a one-time link Loadout sent (a new hire choosing their equipment).',
  });
export type TAuditActor = z.infer<typeof ZAuditActor>;

export const ZAuditChange = z
  .object({
    table: z.string().meta({ description: 'Where the row lives: `quotes`, `quote_items`, `employees`, …' }),
    id: z.string().nullable(),
    operation: z.enum(['insert', 'update', 'delete']),
    before: z.record(z.string(), z.unknown()).nullable().meta({
      description: 'For an update the changed fields as they were; for a delete the whole row; null for an insert.',
    }),
    after: z.record(z.string(), z.unknown()).nullable().meta({
      description: 'For an update the changed fields as they are now; for an insert the whole row; null for a delete.',
    }),
  })
  .meta({
    id: 'AuditChange',
    description:
      'One changed row, with the names its columns have in the database. Secrets (key and token hashes, signing secrets) read `[redacted]`.',
  });

export const ZAuditEvent = z
  .object({
    id: z.uuid(),
    seq: z.number().int().meta({
      description:
        'Position in the chain of the company’s events of this mode (live and sandbox each have their own), from 1, without gaps.',
    }),
    livemode: ZLivemode,
    occurred_at: ZTimestamp,
    actor: ZAuditActor,
    action: z.string().meta({
      description:
        'The operation: the endpoint’s operation id from the OpenAPI document (`quotes.create`), or the job’s name.',
    }),
    object_type: z
      .string()
      .nullable()
      .meta({ description: 'The kind of object acted on: `quote`, `device_action`, `employee`, …' }),
    object_id: z.string().nullable(),
    changes: z.array(ZAuditChange),
    changes_omitted: z.number().int().meta({ description: 'Changed rows past the first 500, counted but not listed.' }),
    request_id: z.string().nullable().meta({ description: 'The X-Request-Id of the request that made the change.' }),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    prev_hash: z
      .string()
      .meta({ description: 'The `hash` of the previous event of the same chain; 64 zeros for the first.' }),
    hash: z.string().meta({
      description:
        'SHA-256 (hex) of the UTF-8 bytes of this event’s canonical JSON (RFC 8785): the event exactly as the API returns it, every field but `hash`, `prev_hash` included, object keys sorted at every level. See the Audit log guide for a verifier.',
    }),
  })
  .meta({ id: 'AuditEvent' });
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

const ZInstant = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 timestamp' });

export const ZListAuditEventsQuery = ZPaginationQuery.extend({
  actor: z.string().trim().min(1).max(320).optional().meta({
    description: 'A person’s e-mail (case-insensitive), an API key id, an operator or SCIM token id, or a job name.',
  }),
  actor_type: z.enum(AUDIT_ACTOR_TYPES).optional(),
  action: z.string().trim().min(1).max(500).optional().meta({
    description:
      'An operation id such as `quotes.create`; comma-separated values mean OR; `quotes.*` matches every operation on quotes.',
  }),
  object_type: z.string().trim().min(1).max(100).optional(),
  object_id: z.string().trim().min(1).max(200).optional().meta({
    description: 'Events that acted on this object or changed one of its parts (an item of the quote, a recipient).',
  }),
  occurred_after: ZInstant.optional(),
  occurred_before: ZInstant.optional(),
});
export type TListAuditEventsQuery = z.infer<typeof ZListAuditEventsQuery>;
export const ZListAuditEventsResponse = listResponse(ZAuditEvent);
export const ZAuditEventResponse = dataResponse(ZAuditEvent);

export const ZAuditCheckpoint = z
  .object({
    id: z.uuid(),
    company_id: z.uuid(),
    livemode: ZLivemode,
    seq: z.number().int().meta({ description: 'The position of the chain’s head when it was signed.' }),
    hash: z.string().meta({ description: 'The `hash` of the event at `seq`: the chain’s head when it was signed.' }),
    signed_at: ZTimestamp,
    key_id: z.string().meta({
      description:
        'Names the signing key: the first 16 hex characters of the SHA-256 of its raw 32-byte Ed25519 public key (see GET /api/v1/audit-checkpoints/public-key).',
    }),
    signature: z.string().meta({
      description:
        'Ed25519 signature (base64) over the UTF-8 bytes of the checkpoint’s canonical JSON (RFC 8785) without `id` and `signature`: `company_id`, `hash`, `key_id`, `livemode`, `seq`, `signed_at`, keys sorted.',
    }),
  })
  .meta({
    id: 'AuditCheckpoint',
    description:
      'The head of an audit chain (a company’s events of one mode), signed by Loadout with a key its database does not hold. A chain rewritten after a checkpoint no longer reaches the hash it signed.',
  });
export type TAuditCheckpoint = z.infer<typeof ZAuditCheckpoint>;

export const ZListAuditCheckpointsQuery = ZPaginationQuery.extend({});
export const ZListAuditCheckpointsResponse = listResponse(ZAuditCheckpoint);

export const ZAuditPublicKey = z
  .object({
    algorithm: z.literal('Ed25519'),
    key_id: z.string().meta({ description: 'The `key_id` its checkpoints carry.' }),
    public_key: z.string().meta({ description: 'The raw 32-byte public key, base64.' }),
    public_key_pem: z.string().meta({ description: 'The same key as a PEM SubjectPublicKeyInfo, for node:crypto.' }),
  })
  .meta({ id: 'AuditPublicKey' });
export const ZAuditPublicKeyResponse = dataResponse(ZAuditPublicKey);
