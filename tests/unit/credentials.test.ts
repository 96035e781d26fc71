import { describe, expect, it } from 'vitest';
import {
  API_KEY_PATTERN,
  generateApiKey,
  generateOperatorToken,
  hashSecret,
  OPERATOR_TOKEN_PATTERN,
  randomBase62,
} from '@/server/access/credentials';
import { hasScope, missingScopes } from '@/server/access/scopes';
import { formatPath, issuesToDetails } from '@/server/core/error-details';

describe('credentials', () => {
  it('generates live and test keys with 43 base62 characters of randomness', () => {
    const live = generateApiKey(true);
    const test = generateApiKey(false);
    expect(live).toMatch(/^lo_live_[0-9A-Za-z]{43}$/);
    expect(test).toMatch(/^lo_test_[0-9A-Za-z]{43}$/);
    expect(API_KEY_PATTERN.test(live) && API_KEY_PATTERN.test(test)).toBe(true);
    expect(OPERATOR_TOKEN_PATTERN.test(generateOperatorToken())).toBe(true);
    expect(API_KEY_PATTERN.test(generateOperatorToken())).toBe(false);
  });

  it('draws every base62 character evenly', () => {
    const counts = new Map<string, number>();
    for (const char of randomBase62(62_000)) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(62);
    for (const count of counts.values()) expect(Math.abs(count - 1000)).toBeLessThan(200);
  });

  it('hashes with SHA-256', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('scopes', () => {
  it('grants :read through :write, and nothing else', () => {
    expect(hasScope(['quotes:write'], 'quotes:read')).toBe(true);
    expect(hasScope(['quotes:read'], 'quotes:write')).toBe(false);
    expect(hasScope(['assets:write'], 'quotes:read')).toBe(false);
    expect(hasScope(['webhooks:manage'], 'webhooks:manage')).toBe(true);
    expect(missingScopes(['device_actions:write'], ['device_actions:read', 'assets:read'])).toEqual(['assets:read']);
  });
});

describe('error details', () => {
  it('formats zod paths the way integrators write them', () => {
    expect(formatPath(['items', 0, 'recipients', 2, 'name'])).toBe('items[0].recipients[2].name');
    expect(formatPath([])).toBe('');
  });

  it('gives each unknown field its own detail', () => {
    expect(
      issuesToDetails([{ path: ['items', 1], code: 'unrecognized_keys', keys: ['reciepients', 'qty'], message: 'x' }]),
    ).toEqual([
      { path: 'items[1].reciepients', message: expect.stringContaining('not a known field') },
      { path: 'items[1].qty', message: expect.stringContaining('not a known field') },
    ]);
  });
});
