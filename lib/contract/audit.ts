import { z } from 'zod';
import { dataResponse, listResponse, ZLivemode, ZPaginationQuery, ZTimestamp } from './common';

// The audit log: one event per change to a company's data, whoever made it (a dashboard user, an API key, Loadout's
// operators, the company's identity provider over SCIM, or a background job), chained by hashes so that an edited or
// deleted event is detected.

export const AUDIT_ACTOR_TYPES = ['user', 'api_key', 'operator', 'scim', 'job', 'link'] as const;
export type TAuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

export const ZAuditActor = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('user'),
      email: z.string(),
      name: z.string().nullable(),
      role: z.string().nullable().meta({ description: 'The dashboard role: `it_staff`, `manager` or `support`.' }),
      api_key_id: z.uuid().nullable().meta({ description: 'The key the person acted through (the dashboard’s).' }),
      api_key_name: z.string().nullable(),
    }),
    z.object({ type: z.literal('api_key'), api_key_id: z.uuid(), api_key_name: z.string() }),
    z.object({
      type: z.literal('operator'),
      operator_token_id: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
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
    seq: z.number().int().meta({ description: 'Position in the company’s chain, from 1, without gaps.' }),
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
      .meta({ description: 'SHA-256 (hex) of the company’s previous event; 64 zeros for the first.' }),
    hash: z.string().meta({ description: 'SHA-256 (hex) over this event’s canonical JSON, `prev_hash` included.' }),
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
