/**
 * Verifies Loadout webhook deliveries (Standard Webhooks signatures), synchronously. For Node.js servers only: it uses
 * `node:crypto`, and the secret must never reach a browser. The SDK's `loadout.webhooks.verify` is the async,
 * Web Crypto form of the same check (lib/sdk/webhook-verify.ts).
 *
 * Verify the raw request body exactly as received; JSON that was parsed and re-serialised will not match.
 *
 * @example
 * // Express: keep the body raw for this route.
 * app.post('/loadout-webhooks', express.raw({ type: 'application/json' }), (req, res) => {
 *   try {
 *     const event = verifyWebhook({ secret: process.env.LOADOUT_WEBHOOK_SECRET!, headers: req.headers, body: req.body.toString('utf8') });
 *     handleEvent(event);
 *     res.sendStatus(204);
 *   } catch (error) {
 *     if (error instanceof WebhookVerificationError) return res.status(400).send(error.message);
 *     throw error;
 *   }
 * });
 * // Fastify: fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  decodeWebhookSecret,
  NO_MATCH_MESSAGE,
  parseSignedBody,
  readSignedParts,
  WebhookVerificationError,
  type WebhookHeaders,
} from '@/lib/sdk/webhook-verify';

// The rules (headers, tolerance, secret format, the error) are the SDK's; this is their synchronous node:crypto form.
export { WebhookVerificationError, type WebhookHeaders };

export type VerifyWebhookOptions = {
  secret: string;
  headers: WebhookHeaders;
  body: string;
  toleranceSeconds?: number;
  now?: number;
};

/** Base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under a `whsec_` secret (the Standard Webhooks v1 scheme). */
export function computeWebhookSignature(secret: string, id: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', decodeWebhookSecret(secret))
    .update(`${id}.${timestamp}.${body}`, 'utf8')
    .digest('base64');
}

function matchesAnySignature(candidates: string[], expected: string): boolean {
  const expectedBytes = Buffer.from(expected);
  let isMatch = false;
  for (const candidate of candidates) {
    const candidateBytes = Buffer.from(candidate);
    if (candidateBytes.length === expectedBytes.length && timingSafeEqual(candidateBytes, expectedBytes))
      isMatch = true;
  }
  return isMatch;
}

/** Checks the headers, timestamp and signature of a delivery and returns its parsed JSON body. */
export function verifyWebhook(options: VerifyWebhookOptions): unknown {
  if (typeof options.body !== 'string') {
    throw new TypeError('Webhook body must be the raw request body as a string, exactly as received');
  }
  const { id, timestamp, signatures } = readSignedParts(options.headers, options);
  const expected = computeWebhookSignature(options.secret, id, timestamp, options.body);
  if (!matchesAnySignature(signatures, expected)) throw new WebhookVerificationError(NO_MATCH_MESSAGE);
  return parseSignedBody(options.body);
}
