import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';

export type AddressClass = { blocked: boolean; reason: string | null };
export type AllowList = { hosts: Set<string> };
export type ResolvedAddress = { address: string; family: number };
export type HostLookup = (host: string) => Promise<ResolvedAddress[]>;
export type WebhookUrlCheck = { ok: true; url: URL; address: string } | { ok: false; reason: string };

type Rule = { reason: string; subnets: [network: string, prefix: number][] };

// Order matters: the first matching rule names the reason, so narrow ranges come before the ranges holding them.
const IPV4_RULES: Rule[] = [
  { reason: 'cloud metadata', subnets: [['169.254.169.254', 32]] },
  { reason: 'unspecified', subnets: [['0.0.0.0', 8]] },
  { reason: 'loopback', subnets: [['127.0.0.0', 8]] },
  {
    reason: 'private network',
    subnets: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
    ],
  },
  { reason: 'link-local', subnets: [['169.254.0.0', 16]] },
  { reason: 'carrier-grade NAT', subnets: [['100.64.0.0', 10]] },
  { reason: 'multicast', subnets: [['224.0.0.0', 4]] },
  { reason: 'broadcast', subnets: [['255.255.255.255', 32]] },
  { reason: 'reserved', subnets: [['240.0.0.0', 4]] },
  { reason: 'benchmarking', subnets: [['198.18.0.0', 15]] },
  {
    reason: 'documentation',
    subnets: [
      ['192.0.2.0', 24],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
    ],
  },
  { reason: 'IETF protocol assignment', subnets: [['192.0.0.0', 24]] },
  { reason: '6to4 relay anycast', subnets: [['192.88.99.0', 24]] },
];

const IPV6_RULES: Rule[] = [
  { reason: 'cloud metadata', subnets: [['fd00:ec2::254', 128]] },
  { reason: 'unspecified', subnets: [['::', 128]] },
  { reason: 'loopback', subnets: [['::1', 128]] },
  { reason: 'Teredo', subnets: [['2001::', 32]] },
  { reason: 'IETF protocol assignment', subnets: [['2001::', 23]] },
  {
    reason: 'documentation',
    subnets: [
      ['2001:db8::', 32],
      ['3fff::', 20],
    ],
  },
  { reason: 'NAT64 local-use', subnets: [['64:ff9b:1::', 48]] },
  { reason: 'discard-only', subnets: [['100::', 64]] },
  {
    reason: 'private network',
    subnets: [
      ['fc00::', 7],
      ['fec0::', 10],
    ],
  },
  { reason: 'link-local', subnets: [['fe80::', 10]] },
  { reason: 'multicast', subnets: [['ff00::', 8]] },
];

type CompiledRule = { reason: string; list: BlockList };

function compileRules(rules: Rule[], type: 'ipv4' | 'ipv6'): CompiledRule[] {
  return rules.map(({ reason, subnets }) => {
    const list = new BlockList();
    for (const [network, prefix] of subnets) list.addSubnet(network, prefix, type);
    return { reason, list };
  });
}

const COMPILED_IPV4 = compileRules(IPV4_RULES, 'ipv4');
const COMPILED_IPV6 = compileRules(IPV6_RULES, 'ipv6');

function matchRule(rules: CompiledRule[], ip: string, type: 'ipv4' | 'ipv6'): AddressClass {
  const rule = rules.find(({ list }) => list.check(ip, type));
  return rule ? { blocked: true, reason: rule.reason } : { blocked: false, reason: null };
}

function expandIPv6(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const toHextets = (part: string) => (part === '' ? [] : part.split(':').map((h) => parseInt(h, 16)));
  const front = toHextets(head);
  const back = tail === undefined ? [] : toHextets(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function formatIPv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

// IPv4-mapped, IPv4-compatible, NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses reach the embedded IPv4 host.
function extractEmbeddedIPv4(h: number[]): string | null {
  const [h0 = 0, h1 = 0, h2 = 0, h3 = 0, h4 = 0, h5 = 0, h6 = 0, h7 = 0] = h;
  const isZeroPrefix = h0 === 0 && h1 === 0 && h2 === 0 && h3 === 0 && h4 === 0;
  if (isZeroPrefix && h5 === 0xffff) return formatIPv4(h6, h7);
  if (isZeroPrefix && h5 === 0 && (h6 !== 0 || h7 > 1)) return formatIPv4(h6, h7);
  if (h0 === 0x64 && h1 === 0xff9b && h2 === 0 && h3 === 0 && h4 === 0 && h5 === 0) return formatIPv4(h6, h7);
  if (h0 === 0x2002) return formatIPv4(h1, h2);
  return null;
}

function classifyIPv6(ip: string): AddressClass {
  const hextets = expandIPv6(ip);
  const embedded = extractEmbeddedIPv4(hextets);
  if (embedded) return matchRule(COMPILED_IPV4, embedded, 'ipv4');
  const match = matchRule(COMPILED_IPV6, ip, 'ipv6');
  if (match.blocked) return match;
  const isGlobalUnicast = ((hextets[0] ?? 0) & 0xe000) === 0x2000;
  return isGlobalUnicast ? match : { blocked: true, reason: 'reserved' };
}

/** Whether a literal IPv4/IPv6 address may receive webhooks, with a short reason when it may not. */
export function classifyAddress(ip: string): AddressClass {
  const address = stripBrackets(ip.trim()).split('%')[0] ?? '';
  const family = isIP(address);
  if (family === 4) return matchRule(COMPILED_IPV4, address, 'ipv4');
  if (family === 6) return classifyIPv6(address.toLowerCase());
  return { blocked: true, reason: 'not an IP address' };
}

function stripBrackets(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function normaliseHost(host: string): string {
  const bare = stripBrackets(host.trim().toLowerCase());
  const candidate = isIP(bare) === 6 ? `[${bare}]` : bare;
  try {
    return stripBrackets(new URL(`http://${candidate}/`).hostname);
  } catch {
    return bare;
  }
}

/** The IP address a URL host denotes (decimal, octal, hex and bracketed forms included), or null for a name. */
export function parseHostLiteral(host: string): string | null {
  if (/[/\\@?#\s]/.test(host)) return null;
  const normalised = normaliseHost(host);
  return isIP(normalised) ? normalised : null;
}

/** Parses a comma-separated host allow-list such as `localhost,127.0.0.1,[::1]`. */
export function parseAllowList(value: string | undefined): AllowList {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { hosts: new Set(entries.map(normaliseHost)) };
}

function lookupWithDns(host: string): Promise<ResolvedAddress[]> {
  return dns.lookup(host, { all: true, verbatim: true });
}

function withArticle(noun: string): string {
  return `${/^[aeiouAEIOU]/.test(noun) ? 'an' : 'a'} ${noun}`;
}

function checkUrlShape(url: URL, isAllowListed: boolean): string | null {
  if (url.protocol === 'http:' && !isAllowListed) {
    return `URL must use https:// (plain http:// is accepted only for allow-listed hosts, and ${url.hostname} is not one)`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return `URL must use https:// (got ${url.protocol}//)`;
  }
  if (url.username || url.password) {
    return 'URL must not contain credentials (user:password@); requests are authenticated by the webhook signature';
  }
  const port = url.port === '' ? null : Number(url.port);
  if (port !== null && (port < 1 || port > 65535)) return 'URL port must be between 1 and 65535';
  return null;
}

async function resolveHost(host: string, lookup: HostLookup): Promise<ResolvedAddress[] | string> {
  const literal = parseHostLiteral(host);
  if (literal) return [{ address: literal, family: isIP(literal) }];
  try {
    const addresses = await lookup(host);
    if (addresses.length > 0) return addresses;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return `${host} could not be resolved${code ? ` (${code})` : ''}; webhook URLs must use a publicly resolvable host name`;
  }
  return `${host} did not resolve to any address; webhook URLs must use a publicly resolvable host name`;
}

function describeBlocked(host: string, address: string, reason: string): string {
  const subject = host === address ? address : `${host} resolves to ${address}, which`;
  return `${subject} is ${withArticle(reason)} address; webhook URLs must be publicly reachable`;
}

function findBlockedAddress(host: string, addresses: ResolvedAddress[]): string | null {
  for (const { address } of addresses) {
    const { blocked, reason } = classifyAddress(address);
    if (blocked) return describeBlocked(host, address, reason ?? 'blocked');
  }
  return null;
}

/**
 * Validates a webhook URL and resolves its host once; connect to the returned address (as `sendEvent` does) so a
 * second DNS answer cannot redirect the delivery.
 */
export async function checkWebhookUrl(
  rawUrl: string,
  options: { allowList: AllowList; lookup?: HostLookup },
): Promise<WebhookUrlCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return {
      ok: false,
      reason: 'URL is not valid; give an absolute https:// URL such as https://example.com/webhooks',
    };
  }
  const host = stripBrackets(url.hostname);
  const isAllowListed = options.allowList.hosts.has(host);
  const shapeError = checkUrlShape(url, isAllowListed);
  if (shapeError) return { ok: false, reason: shapeError };
  const resolved = await resolveHost(host, options.lookup ?? lookupWithDns);
  if (typeof resolved === 'string') return { ok: false, reason: resolved };
  const blockedReason = isAllowListed ? null : findBlockedAddress(host, resolved);
  if (blockedReason) return { ok: false, reason: blockedReason };
  const address = resolved[0]?.address ?? '';
  return { ok: true, url, address };
}
