import type { TErrorResponse } from '@/lib/contract/common';
import { INVALID_API_KEY, INVALID_OPERATOR_TOKEN } from './authenticate';
import { SHARED_HEADERS } from './openapi-document';

// Which error statuses each operation documents, worked out from what the route declares as data (its method, path,
// credential and `config.errors`), and the error response of each status. Every status an operation can answer is
// in the document, so that generated clients type each branch (a `status === 409` among them).

/** The error statuses Loadout answers; a route names in `config.errors` those its shape does not imply. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** Methods whose requests may carry a body: a body over 1 MiB is a 413, one that is not JSON a 415. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the documented statuses are derived from: the route as it was declared. */
export type RouteShape = {
  method: string | string[];
  url: string;
  config?: { public?: boolean; errors?: readonly ErrorStatus[] };
};

export type Surface = 'public' | 'operator';

/**
 * The error statuses an operation can answer. Every request can be invalid (400), rate limited (429), fail (500) or
 * be shed (503); a credential can be refused (401) and, for an API key, lack a scope or belong to a company whose
 * access is off (403); an id in the path can name nothing (404); a POST takes `Idempotency-Key`, which reused with
 * another request is a 409; a body can be too large (413) or not JSON (415). A route adds what its domain answers
 * besides (a 409 for a state that forbids the change, a 404 for an object its body names) in `config.errors`.
 */
export function errorStatusesOf(surface: Surface, route: RouteShape): ErrorStatus[] {
  const methods = [route.method].flat().map((method) => method.toUpperCase());
  const isPublic = route.config?.public === true;
  const derived = new Set<ErrorStatus>([400, 429, 500, 503, ...(route.config?.errors ?? [])]);
  if (!isPublic) derived.add(401);
  if (!isPublic && surface === 'public') derived.add(403);
  if (route.url.includes(':')) derived.add(404);
  if (methods.includes('POST')) derived.add(409);
  if (methods.some((method) => BODY_METHODS.has(method))) {
    derived.add(413);
    derived.add(415);
  }
  return ERROR_STATUSES.filter((status) => derived.has(status));
}

// Response headers are written as @fastify/swagger expects them, a JSON Schema each (with its description); the
// finished document declares them once under components.headers and refers to them (openapi-document.ts).
const headerSchema = (name: string) => ({
  description: SHARED_HEADERS[name]!.description,
  ...SHARED_HEADERS[name]!.schema,
});
export const RATE_LIMIT_HEADERS = Object.fromEntries(
  ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id'].map((name) => [
    name,
    headerSchema(name),
  ]),
);
const RETRY_AFTER = { 'Retry-After': headerSchema('Retry-After') };

const errorResponse = (
  description: string,
  example: TErrorResponse['error'],
  headers: Record<string, unknown> = RATE_LIMIT_HEADERS,
) => ({
  description,
  headers,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: example } } },
});

type ErrorResponse = ReturnType<typeof errorResponse>;

const SHARED_ERRORS = {
  400: errorResponse('VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem.', {
    code: 'VALIDATION_ERROR',
    message: 'Invalid request. items[0].recipients: give at least one recipient.',
    details: [{ path: 'items[0].recipients', message: 'give at least one recipient' }],
  }),
  409: errorResponse(
    'CONFLICT: the object is not in a state that allows this operation (the message says why and `details` names what is in the way), or the `Idempotency-Key` was already used with a different request.',
    {
      code: 'CONFLICT',
      message: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      details: { idempotency_key: '5f0c7d2e-1b8a-4c3e-9f6d-2a7b8c9d0e1f' },
    },
  ),
  413: errorResponse(
    'VALIDATION_ERROR: the request body is larger than 1 MiB (20 MiB for imports); send less data per request.',
    {
      code: 'VALIDATION_ERROR',
      message: 'The request body is larger than 1 MiB; send less data per request.',
      details: [{ path: '(body)', message: 'is larger than 1 MiB' }],
    },
  ),
  415: errorResponse(
    'VALIDATION_ERROR: the body was sent with a Content-Type other than `application/json`; send JSON.',
    {
      code: 'VALIDATION_ERROR',
      message: 'Send the request body as JSON with `Content-Type: application/json`.',
      details: [{ path: '(body)', message: 'has an unsupported Content-Type' }],
    },
  ),
  500: errorResponse('INTERNAL_ERROR: an unexpected failure on our side.', {
    code: 'INTERNAL_ERROR',
    message:
      'Something went wrong on our side. Try again later; if it persists, contact support with request id 8f14e45f-ea1c-4b7e-9d2a-1c9e5b6f7a30.',
    details: null,
  }),
  // Refused before the key is checked, so without the rate-limit headers.
  503: errorResponse(
    'SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done.',
    {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The API is over capacity right now. Retry after 2 s (see Retry-After).',
      details: { retry_after: 2 },
    },
    { ...RETRY_AFTER, 'X-Request-Id': RATE_LIMIT_HEADERS['X-Request-Id'] },
  ),
};

const PUBLIC_ERRORS: Record<ErrorStatus, ErrorResponse> = {
  ...SHARED_ERRORS,
  401: errorResponse(
    'UNAUTHORIZED: the Authorization header is missing, or the key is invalid, revoked or expired. Any string that is not a real key gets the one message `Invalid API key`; only a real key that was revoked or expired is named as such.',
    { code: 'UNAUTHORIZED', message: INVALID_API_KEY, details: null },
  ),
  403: errorResponse(
    'FORBIDDEN: the key lacks a scope this endpoint needs, or API access is disabled for the company.',
    {
      code: 'FORBIDDEN',
      message: 'This API key lacks the scope quotes:write that this endpoint needs. Use a key with that scope.',
      details: { required_scopes: ['quotes:write'], granted_scopes: ['quotes:read'] },
    },
  ),
  404: errorResponse('NOT_FOUND: no such object for this company and mode.', {
    code: 'NOT_FOUND',
    message: "No quote with id '0b9d1c53-8a0e-4a55-9f0e-2f3c5d7a9e11' was found.",
    details: null,
  }),
  429: errorResponse(
    'RATE_LIMITED: the per-minute budget of the key is spent (for requests with a bad key or none: the budget of the client address).',
    {
      code: 'RATE_LIMITED',
      message:
        'Too many requests: the budget is 600 per minute. Retry after 12 s (see Retry-After and X-RateLimit-Reset).',
      details: { limit: 600, reset_at: 1795601340000, retry_after: 12 },
    },
    { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER },
  ),
};

const OPERATOR_ERRORS: Record<ErrorStatus, ErrorResponse> = {
  ...PUBLIC_ERRORS,
  401: errorResponse(
    'UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string).',
    { code: 'UNAUTHORIZED', message: INVALID_OPERATOR_TOKEN, details: null },
  ),
  404: errorResponse('NOT_FOUND: no such object.', {
    code: 'NOT_FOUND',
    message: "No company with id '0b9d1c53-8a0e-4a55-9f0e-2f3c5d7a9e11' was found.",
    details: null,
  }),
  409: errorResponse(SHARED_ERRORS[409].description, {
    code: 'CONFLICT',
    message: 'Device action DA-2026-000042 is Completed; only an action In Progress can change.',
    details: null,
  }),
  429: errorResponse(
    'RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked.',
    {
      code: 'RATE_LIMITED',
      message:
        'Too many requests: an address may send at most 10 requests a minute with a missing or invalid operator token. Retry after 40 s (see Retry-After and X-RateLimit-Reset).',
      details: { limit: 10, reset_at: 1795601340000, retry_after: 40 },
    },
    { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER },
  ),
};

export const REQUEST_ID_HEADER = { 'X-Request-Id': RATE_LIMIT_HEADERS['X-Request-Id'] };

/** A keyless route's errors (a link whose URL holds its credential): no key's rate-limit headers; 429 per client. */
const KEYLESS_ERRORS: Record<ErrorStatus, ErrorResponse> = {
  ...(Object.fromEntries(
    Object.entries(PUBLIC_ERRORS).map(([status, response]) => [
      status,
      { ...response, headers: status === '503' ? response.headers : REQUEST_ID_HEADER },
    ]),
  ) as Record<ErrorStatus, ErrorResponse>),
  429: errorResponse(
    'RATE_LIMITED: this client sent too many requests to the routes without an API key this minute (RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE, per client address).',
    {
      code: 'RATE_LIMITED',
      message: 'Too many requests: the budget is 60 per minute. Retry after 12 s (see Retry-After).',
      details: { limit: 60, reset_at: 1795601340000, retry_after: 12 },
    },
    { ...REQUEST_ID_HEADER, ...RETRY_AFTER },
  ),
};

/** The error responses of an operation, keyed by status, for the statuses it can answer. */
export function errorResponsesOf(surface: Surface, route: RouteShape): Record<string, ErrorResponse> {
  const catalogue =
    surface === 'operator' ? OPERATOR_ERRORS : route.config?.public === true ? KEYLESS_ERRORS : PUBLIC_ERRORS;
  return Object.fromEntries(errorStatusesOf(surface, route).map((status) => [status, catalogue[status]]));
}
