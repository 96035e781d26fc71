import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '../core/credential-shapes';

export type SignPayloadOptions = { id: string; timestamp: number; body: string; secrets: string[] };
export type WebhookHeadersOptions = SignPayloadOptions & { eventType: string };

const SECRET_BYTES = 32;
const USER_AGENT = 'Loadout-Webhooks/1.0';

/** A new endpoint secret: `whsec_` followed by 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * Base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under a `whsec_` secret (the Standard Webhooks v1 scheme). The
 * sender's half: receivers verify with the SDK's `verifyWebhook` (@loadout/sdk).
 */
export function computeWebhookSignature(secret: string, id: string, timestamp: number | string, body: string): string {
  const key = Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret,
    'base64',
  );
  return createHmac('sha256', key).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
}

/** The `webhook-signature` value: one `v1,<sig>` per secret, space-separated, so both secrets sign during rotation. */
export function signPayload(options: SignPayloadOptions): string {
  if (options.secrets.length === 0) throw new Error('signPayload needs at least one secret');
  if (!Number.isSafeInteger(options.timestamp)) throw new Error('Webhook timestamp must be whole Unix seconds');
  return options.secrets
    .map((secret) => `v1,${computeWebhookSignature(secret, options.id, options.timestamp, options.body)}`)
    .join(' ');
}

/** Every header of a delivery request, signature included. */
export function webhookHeaders(options: WebhookHeadersOptions): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': options.id,
    'webhook-timestamp': String(options.timestamp),
    'webhook-signature': signPayload(options),
    'x-loadout-event': options.eventType,
  };
}
