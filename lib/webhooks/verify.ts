/**
 * Verifies Loadout webhook deliveries (Standard Webhooks signatures). For Node.js servers only: it uses
 * `node:crypto`, and the secret must never reach a browser.
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

export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;

export type VerifyWebhookOptions = {
  secret: string;
  headers: WebhookHeaders;
  body: string;
  toleranceSeconds?: number;
  now?: number;
};

const SECRET_PREFIX = 'whsec_';
const DEFAULT_TOLERANCE_SECONDS = 300;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Thrown when a delivery is not authentic or not fresh; answer it with 400 and do not process the event. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

function decodeSecret(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
  if (key.length === 0) {
    throw new TypeError('Webhook secret must be the whsec_<base64> value shown when the endpoint was created');
  }
  return key;
}

/** Base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under a `whsec_` secret (the Standard Webhooks v1 scheme). */
export function computeWebhookSignature(secret: string, id: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', decodeSecret(secret)).update(`${id}.${timestamp}.${body}`, 'utf8').digest('base64');
}

function readHeader(headers: WebhookHeaders, name: string): string | null {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name);
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  if (Array.isArray(value)) return value.join(' ');
  return value ?? null;
}

function readRequiredHeaders(headers: WebhookHeaders): { id: string; timestamp: string; signature: string } {
  const id = readHeader(headers, 'webhook-id');
  const timestamp = readHeader(headers, 'webhook-timestamp');
  const signature = readHeader(headers, 'webhook-signature');
  if (!id || !timestamp || !signature) {
    const present = { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
    const missing = Object.entries(present).flatMap(([name, value]) => (value ? [] : [name]));
    throw new WebhookVerificationError(`Missing required webhook header(s): ${missing.join(', ')}`);
  }
  return { id, timestamp, signature };
}

function checkTimestamp(timestamp: string, now: number, toleranceSeconds: number): void {
  if (!/^\d{1,15}$/.test(timestamp)) {
    throw new WebhookVerificationError('webhook-timestamp header must be a Unix timestamp in seconds');
  }
  const age = now - Number(timestamp);
  if (age > toleranceSeconds) {
    throw new WebhookVerificationError(
      `webhook-timestamp is ${age} s old (tolerance ${toleranceSeconds} s); the delivery may be a replay`,
    );
  }
  if (-age > toleranceSeconds) {
    throw new WebhookVerificationError(
      `webhook-timestamp is ${-age} s in the future (tolerance ${toleranceSeconds} s); check this server's clock`,
    );
  }
}

function matchesAnySignature(header: string, expected: string): boolean {
  const expectedBytes = Buffer.from(expected);
  const candidates = header.split(/\s+/).flatMap((entry) => (entry.startsWith('v1,') ? [entry.slice(3)] : []));
  if (candidates.length === 0) {
    throw new WebhookVerificationError('webhook-signature header holds no v1 signature');
  }
  let isMatch = false;
  for (const candidate of candidates) {
    const candidateBytes = Buffer.from(candidate);
    if (candidateBytes.length === expectedBytes.length && timingSafeEqual(candidateBytes, expectedBytes)) isMatch = true;
  }
  return isMatch;
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new WebhookVerificationError('Webhook body is correctly signed but is not valid JSON');
  }
}

/** Checks the headers, timestamp and signature of a delivery and returns its parsed JSON body. */
export function verifyWebhook(options: VerifyWebhookOptions): unknown {
  if (typeof options.body !== 'string') {
    throw new TypeError('Webhook body must be the raw request body as a string, exactly as received');
  }
  const { id, timestamp, signature } = readRequiredHeaders(options.headers);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  checkTimestamp(timestamp, now, options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS);
  const expected = computeWebhookSignature(options.secret, id, timestamp, options.body);
  if (!matchesAnySignature(signature, expected)) {
    throw new WebhookVerificationError(
      'No webhook-signature matches: check the endpoint secret and verify the raw body, not re-serialised JSON',
    );
  }
  return parseBody(options.body);
}
