import { z } from 'zod';
import { listResponse, ZPaginationQuery, ZTimestamp } from './common';

// The operator API's views of what the service did: the outbox of integration messages and webhook health.
// No `.meta({id})` here: registered ids become components of the public OpenAPI document too.

export const OUTBOX_KINDS = ['email', 'task', 'order'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'stored'] as const;
export const OUTBOX_CHANNELS = ['email', 'task_tracker', 'fulfilment_partner'] as const;

export const ZOutboxMessage = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  livemode: z.boolean(),
  kind: z.enum(OUTBOX_KINDS).meta({ description: '`email`, `task` (task tracker) or `order` (fulfilment partner).' }),
  subject: z.string().meta({ description: 'What it is about, e.g. `quote:<id>`.' }),
  about: z
    .object({
      type: z.enum(['quote', 'device_action']),
      id: z.uuid(),
      reference: z.string().nullable().meta({
        description:
          "The quote's number (`Q-…`) or the device action's reference (`DA-…`); null if it no longer exists.",
      }),
    })
    .nullable()
    .meta({ description: 'The quote or device action the message is about (from `subject`); null for anything else.' }),
  status: z.enum(OUTBOX_STATUSES).meta({
    description:
      '`sent` by an adapter, `stored` when no adapter is configured (or in the sandbox), `pending` while queued.',
  }),
  destination: z
    .string()
    .nullable()
    .meta({ description: '`smtp` or the URL it was sent to; `stored` or `sandbox` when it was kept.' }),
  delivery: z
    .object({
      channel: z.enum(OUTBOX_CHANNELS).meta({
        description: '`email` (SMTP_URL), `task_tracker` (TASK_TRACKER_URL) or `fulfilment_partner` (FULFILMENT_URL).',
      }),
      to: z.array(z.string()).meta({
        description:
          "The e-mail addresses it went or goes to (the operator desk's OPERATOR_EMAIL for desk e-mails); empty for tasks and orders.",
      }),
      url: z.string().nullable().meta({
        description:
          "The task tracker's or fulfilment partner's URL it went to (for a pending message: goes to, as configured now); null for e-mails and kept messages.",
      }),
      kept_because: z.enum(['not_configured', 'sandbox']).nullable().meta({
        description:
          'Why a `stored` message stayed in Loadout: no adapter was configured when it was processed, or it belongs to the sandbox; null otherwise.',
      }),
    })
    .meta({ description: 'Where the message went, goes or would go.' }),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  created_at: ZTimestamp,
  sent_at: ZTimestamp.nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZListOutboxQuery = ZPaginationQuery.extend({
  kind: z.enum(OUTBOX_KINDS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  company_id: z.uuid().optional(),
});
export const ZListOutboxResponse = listResponse(ZOutboxMessage);

export const ZWebhookFailure = z.object({
  delivery_id: z.uuid(),
  status: z.enum(['retrying', 'failed']).meta({
    description: '`retrying`: the last attempt failed and another is scheduled; `failed`: retries are spent.',
  }),
  event_type: z.string(),
  attempts: z.number().int(),
  last_response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  updated_at: ZTimestamp,
});

export const ZWebhookHealth = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  company_name: z.string(),
  livemode: z.boolean(),
  url: z.string(),
  is_active: z.boolean(),
  disabled_reason: z.string().nullable(),
  failing_since: ZTimestamp.nullable().meta({
    description: 'Start of the current run of failed deliveries; null when the last one succeeded.',
  }),
  recent_failures: z
    .array(ZWebhookFailure)
    .meta({ description: 'The last 5 deliveries that failed or wait for a retry, newest first.' }),
});
export type TWebhookHealth = z.infer<typeof ZWebhookHealth>;

export const ZWebhookHealthQuery = ZPaginationQuery.extend({
  state: z.enum(['unhealthy', 'failing', 'disabled', 'all']).default('unhealthy').meta({
    description:
      '`unhealthy` (default): failing or disabled; `failing`: active with a run of failures; `disabled`; `all`.',
  }),
});
export const ZListWebhookHealthResponse = listResponse(ZWebhookHealth);
