/**
 * Verifies Loadout webhook deliveries (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`
 * with one or more space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, several during a secret
 * rotation). Web Crypto only, so it runs in Node 20+, Deno, Bun, edge runtimes and browsers; it is async for that
 * reason. The one verification helper of Loadout: the app's own tests and tools verify deliveries with it too.
 */
import type { WebhookEvent } from './types';

export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;
export type VerifyWebhookOptions = { toleranceSeconds?: number; now?: number };

export const DEFAULT_TOLERANCE_SECONDS = 300;
const SECRET_PREFIX = 'whsec_';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Thrown when a delivery is not authentic or not fresh; answer it with 400 and do not process the event. */
export class WebhookVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export function decodeBase64(value: string): Uint8Array | null {
  if (!BASE64.test(value)) return null;
  try {
    return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The HMAC key bytes of a `whsec_<base64>` secret (the prefix is optional, as in other Standard Webhooks libraries). */
export function decodeWebhookSecret(secret: string): Uint8Array {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  const key = decodeBase64(encoded);
  if (!key || key.length === 0) {
    throw new TypeError('Webhook secret must be the whsec_<base64> value shown when the endpoint was created');
  }
  return key;
}

function readHeader(headers: WebhookHeaders, name: string): string | null {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name);
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  if (Array.isArray(value)) return value.join(' ');
  return value ?? null;
}

export type SignedParts = { id: string; timestamp: string; signatures: string[] };

/** The id, timestamp and v1 signatures of a delivery, after checking that the timestamp is within the tolerance. */
export function readSignedParts(headers: WebhookHeaders, options: VerifyWebhookOptions = {}): SignedParts {
  const id = readHeader(headers, 'webhook-id');
  const timestamp = readHeader(headers, 'webhook-timestamp');
  const signature = readHeader(headers, 'webhook-signature');
  if (!id || !timestamp || !signature) {
    const present = { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature };
    const missing = Object.entries(present).flatMap(([name, value]) => (value ? [] : [name]));
    throw new WebhookVerificationError(`Missing required webhook header(s): ${missing.join(', ')}`);
  }
  checkTimestamp(
    timestamp,
    options.now ?? Math.floor(Date.now() / 1000),
    options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS,
  );
  const signatures = signature.split(/\s+/).flatMap((entry) => (entry.startsWith('v1,') ? [entry.slice(3)] : []));
  if (signatures.length === 0) throw new WebhookVerificationError('webhook-signature header holds no v1 signature');
  return { id, timestamp, signatures };
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

export const NO_MATCH_MESSAGE =
  'No webhook-signature matches: check the endpoint secret and verify the raw body, not re-serialised JSON';

export function parseSignedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new WebhookVerificationError('Webhook body is correctly signed but is not valid JSON');
  }
}

export function assertRawBody(body: unknown): asserts body is string | Uint8Array {
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) {
    throw new TypeError('Webhook body must be the raw request body (a string or bytes), exactly as received');
  }
}

async function hmacKey(secret: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey(
    'raw',
    decodeWebhookSecret(secret) as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

function signedContent(id: string, timestamp: string, body: string | Uint8Array): Uint8Array {
  const encoder = new TextEncoder();
  const prefix = encoder.encode(`${id}.${timestamp}.`);
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const content = new Uint8Array(prefix.length + bytes.length);
  content.set(prefix);
  content.set(bytes, prefix.length);
  return content;
}

/** Base64 HMAC-SHA256 of `${id}.${timestamp}.${body}`: what the API sends after `v1,` (for tests and tools). */
export async function signWebhook(
  secret: string,
  id: string,
  timestamp: number | string,
  body: string | Uint8Array,
): Promise<string> {
  const signature = await globalThis.crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret),
    signedContent(id, String(timestamp), body) as BufferSource,
  );
  return encodeBase64(new Uint8Array(signature));
}

/**
 * Checks the headers, timestamp and signature of a delivery and returns its parsed event. Give the raw body exactly
 * as received: JSON that was parsed and re-serialised will not match.
 */
export async function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  assertRawBody(rawBody);
  const { id, timestamp, signatures } = readSignedParts(headers, options);
  const key = await hmacKey(secret);
  const content = signedContent(id, timestamp, rawBody);
  let isMatch = false;
  for (const candidate of signatures) {
    const bytes = decodeBase64(candidate);
    // crypto.subtle.verify compares in constant time.
    if (bytes && (await globalThis.crypto.subtle.verify('HMAC', key, bytes as BufferSource, content as BufferSource)))
      isMatch = true;
  }
  if (!isMatch) throw new WebhookVerificationError(NO_MATCH_MESSAGE);
  return parseSignedBody(typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody)) as WebhookEvent;
}
