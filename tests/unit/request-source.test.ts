import { describe, expect, it } from 'vitest';
import { PEER_HEADER, requestSource } from '@/lib/http/request-source';

const headers = (values: Record<string, string>) => new Headers(values);
const PROXY = '10.0.0.5';

describe('requestSource', () => {
  it('without a trusted proxy: the peer address and the Host header, whatever X-Forwarded-* say', () => {
    const source = requestSource(
      headers({
        [PEER_HEADER]: '203.0.113.7',
        host: 'dashboard.example',
        'x-forwarded-for': '198.51.100.1',
        'x-forwarded-host': 'evil:1',
        'x-forwarded-proto': 'https',
      }),
      [],
    );
    expect(source).toEqual({ address: '203.0.113.7', host: 'dashboard.example', isHttps: false });
  });

  it('from a peer that is not the trusted proxy: the same', () => {
    const source = requestSource(
      headers({
        [PEER_HEADER]: '203.0.113.7',
        host: 'dashboard.example',
        'x-forwarded-for': '198.51.100.1',
        'x-forwarded-host': 'evil:1',
      }),
      [PROXY],
    );
    expect(source).toEqual({ address: '203.0.113.7', host: 'dashboard.example', isHttps: false });
  });

  it('from the trusted proxy: the right-most address it did not add itself, its host and protocol', () => {
    const source = requestSource(
      headers({
        [PEER_HEADER]: PROXY,
        host: 'internal:3000',
        'x-forwarded-for': '198.51.100.66, 198.51.100.1, 10.0.0.5',
        'x-forwarded-host': 'dashboard.example, internal',
        'x-forwarded-proto': 'https',
      }),
      [PROXY],
    );
    expect(source).toEqual({ address: '198.51.100.1', host: 'dashboard.example', isHttps: true });
  });

  it('from the trusted proxy without forwarded headers: the peer and the Host header', () => {
    expect(requestSource(headers({ [PEER_HEADER]: PROXY, host: 'internal:3000' }), [PROXY])).toEqual({
      address: PROXY,
      host: 'internal:3000',
      isHttps: false,
    });
  });

  it('reads IPv4-mapped IPv6 peers as IPv4', () => {
    expect(
      requestSource(
        headers({ [PEER_HEADER]: `::ffff:${PROXY}`, host: 'h', 'x-forwarded-for': '::ffff:198.51.100.1' }),
        [PROXY],
      ).address,
    ).toBe('198.51.100.1');
  });

  it('fails loudly when the dashboard runs without its server, which names the peer', () => {
    expect(() => requestSource(headers({ host: 'h' }), [])).toThrow(/npm run dashboard/);
  });
});
