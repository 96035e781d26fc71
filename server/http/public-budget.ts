import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { CLIENT_ADDRESS_HEADER } from '@/lib/contract/public-routes';
import { API_KEY_PATTERN } from '../access/credentials';
import { isUsable, type KeyLookup } from '../access/key-lookup';

/** Which budget a request to a public route spends: its bucket, its size and, for the 429, what it counts. */
export type PublicBudget = { bucket: string; limit: number; counts: string };

export type PublicBudgetDeps = { keys: KeyLookup; defaultRateLimit: number; unauthenticatedRateLimit: number };

const bearerOf = (request: FastifyRequest) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

/** The address named in Loadout-Client-Address, when it is one (`::ffff:10.0.0.5` is 10.0.0.5). */
function namedClient(request: FastifyRequest): string | null {
  const value = request.headers[CLIENT_ADDRESS_HEADER];
  const text = (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
  const address = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text) ? text.slice(7) : text;
  return isIP(address) === 0 ? null : address;
}

/**
 * Public routes need no key, so they are charged per client. A caller with a usable company key (the dashboard)
 * serves many clients from one address: each client it names in Loadout-Client-Address gets a budget of its own,
 * under that key, and a request it makes for itself spends the key's budget. Anyone else is charged to the address
 * the request came from; a named address without a usable key is ignored, so no outside client picks its budget.
 */
export async function publicBudgetOf(request: FastifyRequest, deps: PublicBudgetDeps): Promise<PublicBudget> {
  const anonymous = {
    bucket: `ip:${request.ip}`,
    limit: deps.unauthenticatedRateLimit,
    counts: `an address may send ${deps.unauthenticatedRateLimit} requests a minute without an API key`,
  };
  const token = bearerOf(request);
  if (!token || !API_KEY_PATTERN.test(token)) return anonymous;
  const key = await deps.keys.findApiKey(token);
  if (!key || !isUsable(key) || !key.apiAccessEnabled) return anonymous;
  const client = namedClient(request);
  if (client === null) {
    const limit = key.rateLimitPerMinute ?? deps.defaultRateLimit;
    return { bucket: `key:${key.id}`, limit, counts: `the budget of the key is ${limit} per minute` };
  }
  return {
    bucket: `client:${key.id}:${client}`,
    limit: deps.unauthenticatedRateLimit,
    counts: `each client may send ${deps.unauthenticatedRateLimit} requests a minute to public routes`,
  };
}
