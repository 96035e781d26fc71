// Who sent a request to the dashboard, and how: the client's address, the host it asked for and whether it came over
// https. The dashboard's server (server/dashboard-main.ts) names each connection's peer in PEER_HEADER, replacing
// whatever a client sent there. X-Forwarded-For, -Host and -Proto are believed only when that peer is one of the
// trusted proxies (DASHBOARD_TRUSTED_PROXY); anyone else could write them.

export const PEER_HEADER = 'x-loadout-peer';

export type RequestSource = { address: string; host: string; isHttps: boolean };

/** `::ffff:10.0.0.5` (an IPv4 client of a dual-stack socket) is 10.0.0.5. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

const listOf = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function requestSource(headers: Pick<Headers, 'get'>, trustedProxies: readonly string[]): RequestSource {
  const peerHeader = headers.get(PEER_HEADER);
  if (!peerHeader) {
    throw new Error(
      `The request has no ${PEER_HEADER} header: the dashboard runs without its server, which names each request's peer. Start it with \`npm run dashboard\`, not \`next start\`.`,
    );
  }
  const peer = normaliseAddress(peerHeader);
  const host = headers.get('host') ?? '';
  if (!trustedProxies.includes(peer)) return { address: peer, host, isHttps: false };
  // The right-most address a trusted proxy did not add itself is the client that proxy saw.
  const forwardedFor = listOf(headers.get('x-forwarded-for')).map(normaliseAddress);
  const client = forwardedFor.reverse().find((address) => !trustedProxies.includes(address));
  return {
    address: client ?? peer,
    host: listOf(headers.get('x-forwarded-host'))[0] ?? host,
    isHttps: listOf(headers.get('x-forwarded-proto'))[0]?.toLowerCase() === 'https',
  };
}
