import { z } from 'zod';
import { dataResponse, ZLivemode, ZTimestamp, ZListMeta } from './common';
import { zLinkUrl } from './urls';

/** Events an endpoint can subscribe to. */
export const EVENT_TYPES = [
  'quote.created',
  'quote.pending',
  'quote.approval_requested',
  'quote.approved',
  'quote.approval_declined',
  'quote.tracking_added',
  'quote.delivered',
  'quote.action_required',
  'logistics.created',
  'logistics.tracking_added',
  'logistics.completed',
  'logistics.cancelled',
  'logistics.action_required',
  'employee.created',
  'employee.updated',
  'employee.leaving',
  'offboarding.opened',
  'offboarding.completed',
  'offboarding.cancelled',
  'onboarding.opened',
  'onboarding.completed',
  'onboarding.late',
  'onboarding.cancelled',
  'asset.received',
  'asset.erased',
  'asset.cleared',
  'asset.refresh_due',
  'webhook.test',
] as const;
export type TEventType = (typeof EVENT_TYPES)[number];
export const EVENT_WILDCARDS = [
  'quote.*',
  'logistics.*',
  'employee.*',
  'offboarding.*',
  'onboarding.*',
  'asset.*',
  '*',
] as const;
export const SUBSCRIBABLE_EVENTS = [...EVENT_TYPES, ...EVENT_WILDCARDS] as const;

export const MAX_WEBHOOK_ENDPOINTS = 10;

const ZEventName = z.string().refine((name) => (SUBSCRIBABLE_EVENTS as readonly string[]).includes(name), {
  message: `is not an event; valid events are ${SUBSCRIBABLE_EVENTS.join(', ')}`,
});

export const ZWebhookDelivery = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    event_type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    last_response_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    latency_ms: z.number().int().nullable(),
    next_attempt_at: ZTimestamp.nullable(),
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookEndpoint = z
  .object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    is_active: z.boolean(),
    disabled_reason: z
      .string()
      .nullable()
      .meta({ description: 'Why the service disabled the endpoint (410 Gone, 5 days of failures).' }),
    livemode: ZLivemode,
    created_at: ZTimestamp,
    updated_at: ZTimestamp,
  })
  .meta({ id: 'WebhookEndpoint' });
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({
  secret: z.string().meta({ description: 'The signing secret (`whsec_…`). Shown only in this response.' }),
}).meta({ id: 'WebhookEndpointWithSecret' });

export const ZWebhookEndpointDetail = ZWebhookEndpoint.extend({
  recent_deliveries: z.array(ZWebhookDelivery).meta({ description: 'The last 20 deliveries, newest first.' }),
}).meta({ id: 'WebhookEndpointDetail' });
export type TWebhookEndpointDetail = z.infer<typeof ZWebhookEndpointDetail>;

export const ZListWebhooksResponse = z.object({
  data: z.array(ZWebhookEndpoint),
  meta: ZListMeta.extend({ total: z.number().int() }),
});

const ZWebhookUrl = zLinkUrl(['https', 'http']).meta({
  description:
    "https:// URL that receives the POST requests (plain http:// only for hosts on the deployment's allow-list). Stored and returned normalised " +
    '(`new URL(url).href`); user info (`user@`), backslashes, spaces and control characters, and percent-encoded hosts are refused.',
});

export const ZCreateWebhookRequest = z.strictObject({
  url: ZWebhookUrl,
  events: z
    .array(ZEventName)
    .min(1, 'subscribe to at least one event (or "*")')
    .max(50)
    .transform((names) => [...new Set(names)]),
  description: z.string().trim().max(500).nullable().optional(),
});
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;
export const ZCreateWebhookResponse = dataResponse(ZWebhookEndpointWithSecret);

export const ZUpdateWebhookRequest = z.strictObject({
  url: ZWebhookUrl.optional(),
  events: z
    .array(ZEventName)
    .min(1, 'subscribe to at least one event (or "*")')
    .max(50)
    .transform((names) => [...new Set(names)])
    .optional(),
  description: z.string().trim().max(500).nullable().optional(),
  is_active: z
    .boolean()
    .optional()
    .meta({ description: 'false pauses deliveries; true resumes them and clears `disabled_reason`.' }),
  rotate_secret: z
    .boolean()
    .optional()
    .meta({ description: 'true issues a new secret (returned once); the old one keeps signing for 24 hours.' }),
});
export type TUpdateWebhookRequest = z.infer<typeof ZUpdateWebhookRequest>;
export const ZUpdateWebhookResponse = dataResponse(
  ZWebhookEndpoint.extend({
    secret: z.string().optional().meta({ description: 'The new secret, only after `rotate_secret`.' }),
  }),
);
export const ZGetWebhookResponse = dataResponse(ZWebhookEndpointDetail);

export const ZWebhookTestResponse = dataResponse(
  z.object({
    delivered: z.boolean(),
    response_status: z.number().int().nullable(),
    latency_ms: z.number().int(),
    error: z.string().nullable(),
    delivery_id: z.uuid(),
  }),
);

export const ZRetryDeliveryParams = z.object({ id: z.string(), deliveryId: z.string() });
export const ZRetryDeliveryResponse = dataResponse(ZWebhookDelivery);
