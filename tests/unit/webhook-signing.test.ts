import { Webhook, WebhookVerificationError as ReferenceVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '@loadout/sdk';
import { generateWebhookSecret, signPayload, webhookHeaders } from '@/server/webhooks/signing';

// The reference verifier reads the real clock: cases outside the 300 s tolerance keep a wide margin from NOW.
const NOW = Math.floor(Date.now() / 1000);
const ID = 'evt_01JD2X4Q7N8M3K5P6R9S0T1V2W';
const BODY = JSON.stringify({ id: ID, type: 'quote.created', livemode: false, data: { id: 'q_1', total: '1299.00' } });
const EVENT_TYPE = 'quote.created';

function headersFor(secrets: string[], overrides: { body?: string; timestamp?: number } = {}) {
  return webhookHeaders({
    id: ID,
    timestamp: overrides.timestamp ?? NOW,
    body: overrides.body ?? BODY,
    secrets,
    eventType: EVENT_TYPE,
  });
}

function verifyWithReference(secret: string, body: string, headers: Record<string, string>) {
  return new Webhook(secret).verify(body, headers);
}

function verifyWithOurs(secret: string, body: string, headers: Record<string, string> | Headers) {
  return verifyWebhook(body, headers, secret, { now: NOW });
}

describe('generateWebhookSecret', () => {
  it('is whsec_ followed by 32 random bytes in base64', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe('webhookHeaders', () => {
  it('carries the Standard Webhooks headers and the Loadout extras', () => {
    const secret = generateWebhookSecret();
    expect(headersFor([secret])).toEqual({
      'content-type': 'application/json',
      'user-agent': 'Loadout-Webhooks/1.0',
      'webhook-id': ID,
      'webhook-timestamp': String(NOW),
      'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
      'x-loadout-event': EVENT_TYPE,
    });
  });

  it('signs the same content as the reference implementation', () => {
    const secret = generateWebhookSecret();
    const reference = new Webhook(secret).sign(ID, new Date(NOW * 1000), BODY);
    expect(signPayload({ id: ID, timestamp: NOW, body: BODY, secrets: [secret] })).toBe(reference);
  });
});

describe('verification', () => {
  const secret = generateWebhookSecret();

  it('is accepted by the standardwebhooks package and by verifyWebhook', async () => {
    const headers = headersFor([secret]);
    expect(verifyWithReference(secret, BODY, headers)).toEqual(JSON.parse(BODY));
    await expect(verifyWithOurs(secret, BODY, headers)).resolves.toEqual(JSON.parse(BODY));
  });

  it('verifies either secret alone while two sign during rotation', async () => {
    const next = generateWebhookSecret();
    const headers = headersFor([secret, next]);
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const single of [secret, next]) {
      expect(verifyWithReference(single, BODY, headers)).toEqual(JSON.parse(BODY));
      await expect(verifyWithOurs(single, BODY, headers)).resolves.toEqual(JSON.parse(BODY));
    }
  });

  it('accepts a Headers object and header names in any case', async () => {
    const headers = headersFor([secret]);
    await expect(verifyWithOurs(secret, BODY, new Headers(headers))).resolves.toEqual(JSON.parse(BODY));
    const shouted = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), value]));
    await expect(verifyWithOurs(secret, BODY, shouted)).resolves.toEqual(JSON.parse(BODY));
  });

  it.each([
    ['a tampered body', () => ({ secret, body: BODY.replace('1299.00', '1.00'), headers: headersFor([secret]) })],
    [
      'a re-serialised body',
      () => ({ secret, body: JSON.stringify(JSON.parse(BODY), null, 2), headers: headersFor([secret]) }),
    ],
    ['the wrong secret', () => ({ secret: generateWebhookSecret(), body: BODY, headers: headersFor([secret]) })],
    ['an old timestamp', () => ({ secret, body: BODY, headers: headersFor([secret], { timestamp: NOW - 400 }) })],
    ['a future timestamp', () => ({ secret, body: BODY, headers: headersFor([secret], { timestamp: NOW + 400 }) })],
  ])('rejects %s in both verifiers', async (_name, build) => {
    const { secret: key, body, headers } = build();
    expect(() => verifyWithReference(key, body, headers)).toThrow(ReferenceVerificationError);
    await expect(verifyWithOurs(key, body, headers)).rejects.toThrow(WebhookVerificationError);
  });

  it('names what is wrong', async () => {
    const headers = headersFor([secret]);
    const { 'webhook-signature': _signature, ...unsigned } = headers;
    await expect(verifyWithOurs(secret, BODY, unsigned)).rejects.toThrow(
      'Missing required webhook header(s): webhook-signature',
    );
    await expect(verifyWithOurs(secret, BODY, headersFor([secret], { timestamp: NOW - 600 }))).rejects.toThrow(
      'webhook-timestamp is 600 s old (tolerance 300 s)',
    );
    await expect(verifyWithOurs(secret, BODY, { ...headers, 'webhook-signature': 'v2,abc' })).rejects.toThrow(
      'holds no v1 signature',
    );
    await expect(verifyWithOurs(secret, `${BODY} `, headers)).rejects.toThrow('not re-serialised JSON');
  });

  it('honours a custom tolerance', async () => {
    const headers = headersFor([secret], { timestamp: NOW - 30 });
    await expect(verifyWebhook(BODY, headers, secret, { now: NOW, toleranceSeconds: 10 })).rejects.toThrow(
      WebhookVerificationError,
    );
  });

  it('refuses a secret that is not whsec_<base64> as a configuration error', async () => {
    await expect(verifyWithOurs('whsec_', BODY, headersFor([secret]))).rejects.toThrow(TypeError);
  });
});
