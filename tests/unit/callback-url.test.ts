import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from '@/lib/auth/callback-url';

const ORIGIN = 'http://127.0.0.1:3000';

describe('safeCallbackPath', () => {
  it('keeps a path of the dashboard, normalised, with its query', () => {
    expect(safeCallbackPath('/quotes', ORIGIN)).toBe('/quotes');
    expect(safeCallbackPath('/quotes?status=quoted&q=a%20b', ORIGIN)).toBe('/quotes?status=quoted&q=a%20b');
    expect(safeCallbackPath('/operator/outbox#top', ORIGIN)).toBe('/operator/outbox');
    expect(safeCallbackPath('/quotes/../webhooks', ORIGIN)).toBe('/webhooks');
    expect(safeCallbackPath(`${ORIGIN}/device-actions/new`, ORIGIN)).toBe('/device-actions/new');
    expect(safeCallbackPath('/', ORIGIN)).toBe('/');
  });

  // Issue 21's probes, as the page receives them (the query string decoded once), and their relatives.
  const host = '127.0.0.1:4899';
  const offSite = [
    `/\\${host}/x`,
    `/\\\\${host}/x`,
    `\\\\${host}/x`,
    `/\t/${host}/x`,
    `/\r\n/${host}/x`,
    `/\n/${host}/x`,
    `//${host}/x`,
    `///${host}/x`,
    `/.//${host}/x`,
    `/./\\${host}/x`,
    `http://${host}/x`,
    `https://${host}/x`,
    `//${host}@evil.example/x`,
    `http://127.0.0.1:3000@${host}/x`,
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ];
  for (const probe of offSite) {
    it(`refuses ${JSON.stringify(probe)}`, () => {
      expect(safeCallbackPath(probe, ORIGIN)).toBeUndefined();
    });
  }

  it('keeps encoded slashes and backslashes as the path characters they are (the browser does not decode them)', () => {
    expect(safeCallbackPath(`/%5C${host}/x`, ORIGIN)).toBe(`/%5C${host}/x`);
    expect(safeCallbackPath(`/%2F%2F${host}/x`, ORIGIN)).toBe(`/%2F%2F${host}/x`);
  });

  it('refuses nothing given, and what is not a URL at all', () => {
    expect(safeCallbackPath(undefined, ORIGIN)).toBeUndefined();
    expect(safeCallbackPath('', ORIGIN)).toBeUndefined();
    expect(safeCallbackPath('http://[::1', ORIGIN)).toBeUndefined();
  });
});
