import type { OpenAPIV3_1 } from 'openapi-types';
import { EVENT_PAYLOADS, eventSchemaName } from '@/lib/contract/webhook-events';
import { EVENT_TYPES } from '@/lib/contract/webhooks';

// The OpenAPI 3.1 `webhooks` section of the public document: one entry per event type, the POST that Loadout sends
// to a subscribed endpoint, with its signed headers and the delivery body of that event (lib/contract/webhook-events.ts).

const DELIVERY_HEADERS: OpenAPIV3_1.ParameterObject[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The event id (also `id` in the body); the same on every retry, so use it to ignore duplicates.',
    schema: { type: 'string', format: 'uuid' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Unix time in seconds of this attempt; reject deliveries more than five minutes away.',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      'Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body` keyed with your `whsec_…` secret; two space-separated signatures for 24 hours after a rotation.',
    schema: { type: 'string' },
  },
  {
    name: 'X-Loadout-Event',
    in: 'header',
    required: true,
    description: 'The event type (also `type` in the body).',
    schema: { type: 'string' },
  },
];

/** `quote.approval_requested` → `webhooks.quoteApprovalRequested`. */
const operationIdOf = (type: string) =>
  `webhooks.${type
    .split(/[._]/)
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('')}`;

/** One entry per event type: what an endpoint subscribed to it receives, and what it should answer. */
export function webhookEntries(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: `Event ${type}`,
          description: `${EVENT_PAYLOADS[type].description} Loadout POSTs this to every active endpoint subscribed to \`${type}\` (or a wildcard that covers it), signed as the Webhooks guide says.`,
          tags: ['Webhooks'],
          security: [],
          parameters: DELIVERY_HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${eventSchemaName(type)}` } } },
          },
          responses: {
            '200': {
              description:
                'Any 2xx within 15 seconds acknowledges the delivery. Anything else, a timeout or a network error is retried (8 attempts over about 28 hours); 410 Gone disables the endpoint.',
            },
          },
        },
      },
    ]),
  );
}
