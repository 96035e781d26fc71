import 'server-only';
import type { NextRequest } from 'next/server';
import { companyApi, MissingCredentialError, operatorApi, type CompanyApi, type OperatorApi } from '@/lib/api/clients';
import { ACTOR_HEADERS } from '@/lib/contract/approvals';
import { can, ROLE_LABELS, type Permission } from '@/lib/auth/roles';
import { requestUser, type SignedInUser } from '@/lib/auth/session';
import { sourceOf } from '@/lib/http/source-of';
import { SharedStoreError } from '@/lib/shared-store';
import { BFF_ACCESS, type RoutesNeeding } from './access';
import { errorResponse, passThrough, type ApiResult } from './responses';
import { spendUserBudget } from './user-budget';

/** An API client's result to pass through, or a Response the route built itself (e.g. from several upstream calls). */
type BffResult = ApiResult | Response;
type RouteContext = { params: Promise<Record<string, string>> };

export type BffCall<Api> = {
  api: Api;
  user: SignedInUser;
  params: Record<string, string>;
  /** The query string as the browser sent it, forwarded to the API. */
  query: Record<string, string>;
  /** The JSON body as the browser sent it (the raw text with `rawBody`); the API validates it. */
  body: unknown;
  /** The body's Content-Type, for routes that pass uploads through (`rawBody`). */
  contentType: string;
  /** Options every upstream call carries: the browser's X-Request-Id and the signed-in user (Loadout-Actor-*). */
  headers: Record<string, string>;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The signed-in user, named to the API on every call: who asked for held decisions and who approves (the company key
 * is shared by every user), and where from, for the audit log. The name is percent-encoded UTF-8, since header
 * values are bytes.
 */
function actorHeaders(user: SignedInUser, request: Request): Record<string, string> {
  const userAgent = request.headers.get('user-agent');
  return {
    [ACTOR_HEADERS.email]: user.email,
    [ACTOR_HEADERS.name]: encodeURIComponent(user.name),
    [ACTOR_HEADERS.role]: user.role,
    [ACTOR_HEADERS.ip]: sourceOf(request).address,
    ...(userAgent ? { [ACTOR_HEADERS.userAgent]: userAgent } : {}),
  };
}

/**
 * Browsers send Origin and/or Sec-Fetch-Site with every cross-site POST/PATCH/DELETE; a mutation whose origin is not
 * the dashboard's own is refused. A request with neither header does not come from a browser page. The dashboard's
 * host is the Host header, or X-Forwarded-Host when a trusted proxy sent the request (lib/http/request-source.ts).
 */
export function isCrossSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== sourceOf(request).host;
  } catch {
    return true;
  }
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await request.text();
  if (!text) return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

type RouteOptions = { rawBody?: boolean };

/** The session's user, or the answer when it cannot be found out (the shared store is down). */
async function sessionUser(request: NextRequest): Promise<SignedInUser | null | Response> {
  try {
    return await requestUser(request);
  } catch (error) {
    if (!(error instanceof SharedStoreError)) throw error;
    return errorResponse(
      503,
      'SERVICE_UNAVAILABLE',
      `${error.message}. Sessions cannot be checked; try again in a moment.`,
    );
  }
}

function bffRoute<Api>(
  route: RoutesNeeding<Permission>,
  getApi: () => Api,
  call: (input: BffCall<Api>) => Promise<BffResult>,
  options: RouteOptions = {},
) {
  const permission = BFF_ACCESS[route];
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    const user = await sessionUser(request);
    if (user instanceof Response) return user;
    if (!user)
      return errorResponse(
        401,
        'UNAUTHORIZED',
        'Your dashboard session is missing, has expired or was ended; sign in again.',
      );
    if (!can(user.role, permission)) {
      return errorResponse(
        403,
        'FORBIDDEN',
        `The ${ROLE_LABELS[user.role]} role cannot do this; ask IT staff to do it or to change your role.`,
      );
    }
    if (!SAFE_METHODS.has(request.method) && isCrossSite(request)) {
      return errorResponse(403, 'FORBIDDEN', 'Cross-site requests cannot change data; use the dashboard itself.');
    }
    const overBudget = await spendUserBudget(user);
    if (overBudget) return overBudget;
    const parsed = SAFE_METHODS.has(request.method)
      ? { ok: true as const, body: undefined }
      : options.rawBody
        ? { ok: true as const, body: await request.text() }
        : await readJson(request);
    if (!parsed.ok) return errorResponse(400, 'VALIDATION_ERROR', 'The request body is not valid JSON.');
    const requestId = request.headers.get('x-request-id');
    try {
      const result = await call({
        api: getApi(),
        user,
        params: await context.params,
        query: Object.fromEntries(request.nextUrl.searchParams),
        body: parsed.body,
        contentType: request.headers.get('content-type') ?? 'application/json',
        headers: { ...(requestId ? { 'x-request-id': requestId } : {}), ...actorHeaders(user, request) },
      });
      return result instanceof Response ? result : passThrough(result);
    } catch (error) {
      if (error instanceof MissingCredentialError) return errorResponse(503, 'INTERNAL_ERROR', error.message);
      console.error('BFF call failed', error);
      return errorResponse(502, 'INTERNAL_ERROR', 'The Loadout API did not answer; try again in a moment.');
    }
  };
}

/** A BFF route over the public API with the company key, for signed-in users whose role may call `route` (access.ts). */
export function companyRoute(
  route: RoutesNeeding<Exclude<Permission, 'operate'>>,
  call: (input: BffCall<CompanyApi>) => Promise<BffResult>,
  options?: RouteOptions,
) {
  return bffRoute(route, companyApi, call, options);
}

/** A BFF route over the operator API with the operator token, for the operator role only. */
export function operatorRoute(
  route: RoutesNeeding<'operate'>,
  call: (input: BffCall<OperatorApi>) => Promise<BffResult>,
  options?: RouteOptions,
) {
  return bffRoute(route, operatorApi, call, options);
}
