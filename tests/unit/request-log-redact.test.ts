import { describe, expect, it } from 'vitest';
import { isRedactedField, MAX_BODY_CHARS, redactBody, redactPath, TRUNCATED_MARK } from '@/server/request-log/redact';

describe('redactBody', () => {
  it('redacts secret and personal fields at any depth, and keeps the rest as sent', () => {
    const body = {
      requester_email: 'ann@acme.example',
      requesterName: 'Ann',
      items: [{ product_type: 'Laptop', recipients: [{ name: 'Bo', phone_number: '+44 1', address: '1 Main St' }] }],
      notification_emails: ['a@acme.example', 'b@acme.example'],
      secret: 'whsec_c2VjcmV0c2VjcmV0',
      access_token: 'abc',
      password: 'hunter2',
      api_key_id: '0b6f0a8e-0000-4000-8000-000000000000',
      quantity: 2,
      current_user: { name: 'Cy', email: null },
    };
    expect(JSON.parse(redactBody(JSON.stringify(body)))).toEqual({
      requester_email: '[REDACTED]',
      requesterName: '[REDACTED]',
      items: [
        {
          product_type: 'Laptop',
          recipients: [{ name: '[REDACTED]', phone_number: '[REDACTED]', address: '[REDACTED]' }],
        },
      ],
      notification_emails: '[REDACTED]',
      secret: '[REDACTED]',
      access_token: '[REDACTED]',
      password: '[REDACTED]',
      api_key_id: '0b6f0a8e-0000-4000-8000-000000000000',
      quantity: 2,
      current_user: { name: '[REDACTED]', email: null },
    });
  });

  it('redacts e-mail addresses and Loadout credentials inside any text, and is not fooled by quotes in values', () => {
    const body = { comments: 'Mail ann@acme.example, key lo_test_abcdefghijklmnopqrstuvwx, "email": "x"' };
    expect(JSON.parse(redactBody(JSON.stringify(body)))).toEqual({
      comments: 'Mail [REDACTED], key [REDACTED], "email": "x"',
    });
    expect(redactBody('name,email\nAnn,ann@acme.example')).toBe('name,email\nAnn,[REDACTED]');
  });

  it('cuts a long body after redacting it, and marks the cut', () => {
    const cut = redactBody(JSON.stringify({ comments: 'x'.repeat(MAX_BODY_CHARS * 2) }));
    expect(cut.length).toBe(MAX_BODY_CHARS + TRUNCATED_MARK.length);
    expect(cut.endsWith(TRUNCATED_MARK)).toBe(true);
  });
});

describe('redactPath', () => {
  it('redacts credentials, searches and e-mail addresses in the query string', () => {
    expect(redactPath('/api/v1/employees?search=Ann&limit=5&api_key=lo_live_x&email=a%40b.example')).toBe(
      '/api/v1/employees?search=[REDACTED]&limit=5&api_key=[REDACTED]&email=[REDACTED]',
    );
    expect(redactPath('/api/v1/quotes/Q-2026-000001')).toBe('/api/v1/quotes/Q-2026-000001');
  });
});

describe('isRedactedField', () => {
  it('tells secret and personal field names from others', () => {
    for (const name of ['token', 'signing_secret', 'webhookSecret', 'key', 'apiKey', 'full_name', 'phone', 'emails'])
      expect(isRedactedField(name), name).toBe(true);
    for (const name of ['id', 'api_key_id', 'status', 'model', 'product_type', 'country', 'keyboard'])
      expect(isRedactedField(name), name).toBe(false);
  });
});
