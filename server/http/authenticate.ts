import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { API_KEY_PATTERN, hashSecret, OPERATOR_TOKEN_PATTERN } from '../access/credentials';
import { isUsable, type KeyLookup } from '../access/key-lookup';
import { hasScope, missingScopes } from '../access/scopes';
import { ApiError } from '../core/errors';
import { companyScope, type CompanyScope } from '../core/scope';
import { publicBudgetOf } from './public-budget';
import type { RateLimiter } from './rate-limit';
import { ACTOR_HEADERS } from '@/lib/contract/approvals';
import type { TScope } from '@/lib/contract/access';
import type { RequestActor } from '../db/schema';

export type ApiKeyPrincipal = {
  kind: 'api_key';
  id: string;
  /** The key's name, as its owner gave it ("Dashboard", "HR sync"). */
  name: string;
  /** The key's last characters, as `lo_live_…abcd` shows it. */
  suffix: string;
  companyId: string;
  livemode: boolean;
  scopes: string[];
  autopilot: boolean;
  /** Its decisions on quotes go through the company's approval rules (server/approvals). */
  requiresApproval: boolean;
};
export type OperatorPrincipal = { kind: 'operator'; id: string };
export type Principal = ApiKeyPrincipal | OperatorPrincipal;

const unauthorized = (message: string) => new ApiError('UNAUTHORIZED', message);

/** The one answer for any string that is not a real key (malformed, unknown, an operator token): it says nothing about the string. */
export const INVALID_API_KEY =
  'Invalid API key. Send a company API key as `Authorization: Bearer lo_live_…` (lo_test_… for the sandbox); check that you copied the whole key, or ask an administrator for a new one.';
/** The one answer for any string that is not an operator token in force on /operator/v1. */
export const INVALID_OPERATOR_TOKEN =
  'Invalid operator token. Send an operator token in force as `Authorization: Bearer <operator token>` (npm run operator -- create-token issues one); company API keys are not accepted here.';

function readBearer(request: FastifyRequest, example: string): string {
  const header = request.headers.authorization;
  if (!header) throw unauthorized(`Missing Authorization header. Send \`Authorization: Bearer ${example}\`.`);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized(`Unsupported Authorization scheme. Send \`Authorization: Bearer ${example}\`.`);
  return match[1]!;
}

export type ApiAuthDeps = {
  keys: KeyLookup;
  limiter: RateLimiter;
  defaultRateLimit: number;
  unauthenticatedRateLimit: number;
};

/**
 * onRequest hook of /api/v1: identifies the API key, charges its rate-limit budget, then checks the company's
 * API access and the route's scopes. Requests with a bad key are charged to the client IP instead, and requests to
 * public routes to the budget publicBudgetOf picks.
 */
export function createApiKeyAuthentication(deps: ApiAuthDeps) {
  async function identify(
    request: FastifyRequest,
  ): Promise<{ principal: ApiKeyPrincipal; limit: number; enabled: boolean }> {
    const key = readBearer(request, 'lo_live_…');
    // Only the holder of a real key learns more (that it was revoked or expired): they hold the string already.
    const record = API_KEY_PATTERN.test(key) ? await deps.keys.findApiKey(key) : null;
    if (!record) throw unauthorized(INVALID_API_KEY);
    if (!isUsable(record)) {
      throw unauthorized(
        record.revokedAt
          ? `This API key was revoked at ${record.revokedAt.toISOString()}. Use another key.`
          : `This API key expired at ${record.expiresAt!.toISOString()}. Use another key.`,
      );
    }
    return {
      principal: {
        kind: 'api_key',
        id: record.id,
        name: record.name,
        suffix: record.suffix,
        companyId: record.companyId,
        livemode: record.livemode,
        scopes: record.scopes,
        autopilot: record.autopilot,
        requiresApproval: record.requiresApproval,
      },
      limit: record.rateLimitPerMinute ?? deps.defaultRateLimit,
      enabled: record.apiAccessEnabled,
    };
  }

  return async function authenticateApiKey(request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.config.public) {
      const budget = await publicBudgetOf(request, deps);
      await deps.limiter.enforce(reply, budget.bucket, budget.limit, budget.counts);
      return;
    }
    let identified: Awaited<ReturnType<typeof identify>>;
    try {
      identified = await identify(request);
    } catch (error) {
      await deps.limiter.enforce(reply, `ip:${request.ip}`, deps.unauthenticatedRateLimit);
      throw error;
    }
    const { principal, limit, enabled } = identified;
    request.principal = principal;
    // On the request's own logger (reply.log is the same one), so that every line of the request carries them,
    // "request completed" included; cheaper than a child logger per request.
    (request.log as Logger).setBindings({ company_id: principal.companyId, api_key_id: principal.id });
    await deps.limiter.enforce(reply, `key:${principal.id}`, limit);
    if (!enabled) {
      throw new ApiError('FORBIDDEN', 'API access is disabled for this company. An administrator can enable it again.');
    }
    const missing = missingScopes(principal.scopes, request.routeOptions.config.scopes ?? []);
    if (missing.length > 0) {
      throw new ApiError(
        'FORBIDDEN',
        `This API key lacks the scope ${missing.join(', ')} that this endpoint needs. Use a key with that scope.`,
        { required_scopes: missing, granted_scopes: principal.scopes },
      );
    }
  };
}

export type OperatorAuthDeps = {
  keys: KeyLookup;
  limiter: RateLimiter;
  /** Requests with a missing or invalid token an address may send per minute; past it, none of its tokens is checked. */
  failuresPerMinute: number;
  bootstrapToken?: string;
};

function sameSecret(a: string, b: string) {
  const left = Buffer.from(hashSecret(a));
  const right = Buffer.from(hashSecret(b));
  return timingSafeEqual(left, right);
}

/**
 * onRequest hook of /operator/v1: accepts the bootstrap OPERATOR_TOKEN or an issued operator token. Each request
 * with a missing or invalid token is charged to the client address; once an address has spent its budget, it gets
 * 429 until the window ends, whatever token it sends, so that guessing gains nothing.
 */
export function createOperatorAuthentication(deps: OperatorAuthDeps) {
  const budget = `an address may send at most ${deps.failuresPerMinute} requests a minute with a missing or invalid operator token`;

  async function identify(request: FastifyRequest): Promise<OperatorPrincipal> {
    const token = readBearer(request, '<operator token>');
    if (deps.bootstrapToken && sameSecret(token, deps.bootstrapToken)) return { kind: 'operator', id: 'bootstrap' };
    const row = OPERATOR_TOKEN_PATTERN.test(token) ? await deps.keys.findOperatorToken(token) : undefined;
    if (!row) throw unauthorized(INVALID_OPERATOR_TOKEN);
    return { kind: 'operator', id: row.id };
  }

  return async function authenticateOperator(request: FastifyRequest, reply: FastifyReply) {
    if (request.routeOptions.config.public) return;
    const bucket = `operator-failures:${request.ip}`;
    await deps.limiter.refuseWhenSpent(reply, bucket, deps.failuresPerMinute, budget);
    try {
      request.principal = await identify(request);
    } catch (error) {
      await deps.limiter.enforce(reply, bucket, deps.failuresPerMinute, budget);
      throw error;
    }
  };
}

/** The tenant of a company-facing request; routes under /api/v1 always have one. */
export function tenantOf(request: FastifyRequest): CompanyScope {
  const principal = request.principal;
  if (principal?.kind !== 'api_key') throw new Error('tenantOf() called outside an API-key-authenticated route');
  return companyScope(principal.companyId, principal.livemode);
}

/** Whether the request's key holds `scope` (or a scope that implies it): for answers that show more to such a key. */
export function keyHolds(request: FastifyRequest, scope: TScope): boolean {
  const principal = request.principal;
  return principal?.kind === 'api_key' && hasScope(principal.scopes, scope);
}

/** A sandbox request by a test key created with `autopilot: true`. */
export function usesAutopilot(request: FastifyRequest): boolean {
  const principal = request.principal;
  return principal?.kind === 'api_key' && !principal.livemode && principal.autopilot;
}

/** How operators sign what they write to clients. */
export const OPERATIONS_AUTHOR = 'Loadout operations';

/** Who a comment sent with this request is from: the `author` given, else the API key's name. */
export function commentAuthor(request: FastifyRequest, given: string | undefined): string {
  const principal = request.principal;
  return given ?? (principal?.kind === 'api_key' ? `API key “${principal.name}”` : OPERATIONS_AUTHOR);
}

/** Loadout-Actor-Name is percent-encoded UTF-8 (header values are bytes); a plain ASCII name reads as itself. */
function decodeName(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Who acts with this request: the person a key names in the Loadout-Actor-* headers (the dashboard names its
 * signed-in user), else the key itself.
 */
export function actorOf(request: FastifyRequest): RequestActor {
  const principal = request.principal;
  const header = (name: string) => {
    const value = request.headers[name];
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    return text ? text.slice(0, 320) : null;
  };
  const email = header(ACTOR_HEADERS.email)?.toLowerCase() ?? null;
  return {
    type: email ? 'user' : 'api_key',
    email,
    name: email ? decodeName(header(ACTOR_HEADERS.name)) : null,
    role: email ? header(ACTOR_HEADERS.role) : null,
    api_key_id: principal?.kind === 'api_key' ? principal.id : null,
  };
}

/** How the key's decisions on quotes are taken: through the approval rules when it is marked `requires_approval`. */
export function deciderOf(request: FastifyRequest): { actor: RequestActor; gated: boolean } {
  const principal = request.principal;
  return { actor: actorOf(request), gated: principal?.kind === 'api_key' && principal.requiresApproval };
}
