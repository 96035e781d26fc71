import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  classifyAddress,
  parseAllowList,
  parseHostLiteral,
  type HostLookup,
} from '@/server/webhooks/ssrf';

const ADDRESSES: [address: string, reason: string | null][] = [
  ['8.8.8.8', null],
  ['1.1.1.1', null],
  ['93.184.216.34', null],
  ['172.32.0.1', null],
  ['100.128.0.1', null],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private network'],
  ['172.16.0.1', 'private network'],
  ['172.31.255.255', 'private network'],
  ['192.168.1.1', 'private network'],
  ['169.254.0.1', 'link-local'],
  ['169.254.169.254', 'cloud metadata'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['192.0.0.8', 'IETF protocol assignment'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['2606:4700:4700::1111', null],
  ['2001:4860:4860::8888', null],
  ['::1', 'loopback'],
  ['::', 'unspecified'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['fc00::1', 'private network'],
  ['fd12:3456::1', 'private network'],
  ['fd00:ec2::254', 'cloud metadata'],
  ['ff02::1', 'multicast'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.0.0.1', 'private network'],
  ['::ffff:169.254.169.254', 'cloud metadata'],
  ['::ffff:8.8.8.8', null],
  ['::127.0.0.1', 'loopback'],
  ['64:ff9b::a00:1', 'private network'],
  ['64:ff9b::808:808', null],
  ['2002:7f00:1::', 'loopback'],
  ['2001::1', 'Teredo'],
  ['2001:db8::1', 'documentation'],
  ['100::1', 'discard-only'],
  ['::ffff:0:7f00:1', 'reserved'],
  ['not-an-ip', 'not an IP address'],
];

const lookupFrom =
  (table: Record<string, string[]>): HostLookup =>
  async (host) => {
    const addresses = table[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

const LOOKUP = lookupFrom({
  'hooks.example.com': ['93.184.216.34'],
  'example.internal': ['10.0.0.5'],
  'internal.example.com': ['10.1.2.3'],
  'split.example.com': ['93.184.216.34', '192.168.0.10'],
  localhost: ['127.0.0.1'],
});

const NO_ALLOW_LIST = parseAllowList(undefined);
const DEV_ALLOW_LIST = parseAllowList('localhost, 127.0.0.1');

function check(url: string, allowList = NO_ALLOW_LIST) {
  return checkWebhookUrl(url, { allowList, lookup: LOOKUP });
}

describe('classifyAddress', () => {
  it.each(ADDRESSES)('%s → %s', (address, reason) => {
    expect(classifyAddress(address)).toEqual({ blocked: reason !== null, reason });
  });
});

describe('parseHostLiteral', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['[::1]', '::1'],
    ['[0:0:0:0:0:0:0:1]', '::1'],
    ['::ffff:127.0.0.1', '::ffff:7f00:1'],
    ['8.8.8.8', '8.8.8.8'],
    ['example.com', null],
    ['1.2.3.4.example.com', null],
  ])('%s → %s', (host, expected) => {
    expect(parseHostLiteral(host)).toBe(expected);
  });
});

describe('parseAllowList', () => {
  it('lower-cases, trims and strips brackets', () => {
    expect([...parseAllowList(' LocalHost ,127.0.0.1,[::1],, ').hosts]).toEqual(['localhost', '127.0.0.1', '::1']);
  });

  it('is empty when unset', () => {
    expect(parseAllowList(undefined).hosts.size).toBe(0);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts a public https URL and returns the address it checked', async () => {
    const result = await check('https://hooks.example.com/loadout');
    expect(result).toMatchObject({ ok: true, address: '93.184.216.34' });
    expect(result.ok && result.url.href).toBe('https://hooks.example.com/loadout');
  });

  it('accepts a public IPv6 literal', async () => {
    expect(await check('https://[2606:4700:4700::1111]/hook')).toMatchObject({
      ok: true,
      address: '2606:4700:4700::1111',
    });
  });

  it('refuses plain http for a host that is not allow-listed', async () => {
    const result = await check('http://hooks.example.com/loadout');
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('URL must use https://') });
  });

  it.each([
    ['decimal', 'https://2130706433/'],
    ['octal', 'https://0177.0.0.1/'],
    ['hex', 'https://0x7f.0.0.1/'],
    ['bracketed IPv6', 'https://[::1]/'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/'],
  ])('refuses the %s loopback form %s', async (_form, url) => {
    const result = await check(url);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('loopback address') });
  });

  it('refuses a name resolving to a private address, naming the address', async () => {
    const result = await check('https://internal.example.com/hook');
    expect(result).toEqual({
      ok: false,
      reason:
        'internal.example.com resolves to 10.1.2.3, which is a private network address; webhook URLs must be publicly reachable',
    });
  });

  it('refuses a name when any of its addresses is private', async () => {
    const result = await check('https://split.example.com/hook');
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('192.168.0.10') });
  });

  it('refuses a name that does not resolve', async () => {
    const result = await check('https://nowhere.example.com/hook');
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('could not be resolved (ENOTFOUND)') });
  });

  it.each([
    ['credentials', 'https://user:secret@hooks.example.com/', 'must not contain credentials'],
    ['a username alone', 'https://user@hooks.example.com/', 'must not contain credentials'],
    ['ftp', 'ftp://hooks.example.com/', 'URL must use https://'],
    ['port 0', 'https://hooks.example.com:0/', 'port must be between 1 and 65535'],
    ['garbage', 'not a url', 'URL is not valid'],
    ['an empty string', '', 'URL is not valid'],
    ['a port past 65535', 'https://hooks.example.com:70000/', 'URL is not valid'],
  ])('refuses %s', async (_name, url, message) => {
    const result = await check(url);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining(message) });
  });

  it('accepts allow-listed hosts over plain http', async () => {
    expect(await check('http://127.0.0.1:8080/hook', DEV_ALLOW_LIST)).toMatchObject({
      ok: true,
      address: '127.0.0.1',
    });
    expect(await check('http://localhost:9000', DEV_ALLOW_LIST)).toMatchObject({ ok: true, address: '127.0.0.1' });
  });

  it('still refuses hosts missing from the allow-list', async () => {
    const result = await check('http://127.0.0.2:8080/hook', DEV_ALLOW_LIST);
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('URL must use https://') });
  });
});
