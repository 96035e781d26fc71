import { describe, expect, it } from 'vitest';
import { computeWebhookSignature } from '@/server/webhooks/signing';
import { readTestArrival, testReceiverIdOf, testReceiverUrl } from '@/lib/webhooks/test-receiver';

const SECRET = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
const NOW = new Date('2026-11-24T10:00:00Z');
const TIMESTAMP = Math.floor(NOW.getTime() / 1000);

function signed(body: string, secret = SECRET, timestamp = TIMESTAMP) {
  return new Headers({
    'webhook-id': 'evt_1',
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${computeWebhookSignature(secret, 'evt_1', timestamp, body)}`,
    'x-loadout-event': 'quote.created',
  });
}

describe('the demo’s built-in webhook test receiver (lib/webhooks/test-receiver.ts)', () => {
  it('keeps a verified delivery with its signed event type and its body pretty-printed', async () => {
    const body = '{"id":"evt_1","type":"webhook.test","data":{"message":"hi"}}';
    expect(await readTestArrival(SECRET, signed(body), body, NOW)).toEqual({
      webhook_id: 'evt_1',
      event_type: 'webhook.test',
      received_at: '2026-11-24T10:00:00.000Z',
      is_verified: true,
      problem: null,
      body: '{\n  "id": "evt_1",\n  "type": "webhook.test",\n  "data": {\n    "message": "hi"\n  }\n}',
    });
  });

  it('keeps a delivery that does not verify, with the reason', async () => {
    const body = '{"type":"quote.created"}';
    const otherSecret = `whsec_${Buffer.from('b'.repeat(32)).toString('base64')}`;
    expect(await readTestArrival(SECRET, signed(body, otherSecret), body, NOW)).toMatchObject({
      event_type: 'quote.created',
      is_verified: false,
      problem: expect.stringContaining('No webhook-signature matches'),
    });
    expect((await readTestArrival(SECRET, signed(body, SECRET, TIMESTAMP - 3600), body, NOW)).problem).toContain(
      'may be a replay',
    );
    expect(await readTestArrival(SECRET, new Headers(), 'not json', NOW)).toMatchObject({
      webhook_id: null,
      event_type: null,
      is_verified: false,
      body: 'not json',
    });
  });

  it('knows its own endpoints by URL', () => {
    const url = testReceiverUrl('http://127.0.0.1:3000', 'a'.repeat(32));
    expect(url).toBe(`http://127.0.0.1:3000/api/webhooks/test-receiver/${'a'.repeat(32)}`);
    expect(testReceiverIdOf('http://127.0.0.1:3000', url)).toBe('a'.repeat(32));
    expect(testReceiverIdOf('http://127.0.0.1:3001', url)).toBeNull();
    expect(testReceiverIdOf('http://127.0.0.1:3000', 'https://hooks.example.com/loadout')).toBeNull();
    expect(
      testReceiverIdOf('http://127.0.0.1:3000', 'http://127.0.0.1:3000/api/webhooks/test-receiver/../x'),
    ).toBeNull();
  });
});
