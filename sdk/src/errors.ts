import type { ErrorCode } from './types';

export type ErrorDetails = { path: string; message: string }[] | Record<string, unknown> | null;
export type ErrorInit = {
  status: number | null;
  code: ErrorCode | string;
  message: string;
  details?: ErrorDetails;
  requestId?: string | null;
  cause?: unknown;
};

/** Every error the SDK throws for a request: the API's envelope (`code`, `message`, `details`) and the request id. */
export class LoadoutError extends Error {
  readonly status: number | null;
  readonly code: ErrorCode | string;
  readonly details: ErrorDetails;
  /** The `X-Request-Id` of the response: quote it to Loadout's support. */
  readonly requestId: string | null;

  constructor(init: ErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? null;
    this.requestId = init.requestId ?? null;
  }
}

export class AuthenticationError extends LoadoutError {}
export class PermissionError extends LoadoutError {}
export class NotFoundError extends LoadoutError {}
export class ValidationError extends LoadoutError {}
export class ConflictError extends LoadoutError {}
export class ApiServerError extends LoadoutError {}
/** No answer: the connection failed or the request timed out (`status` is null). */
export class ConnectionError extends LoadoutError {}

export class RateLimitError extends LoadoutError {
  /** Seconds to wait before the budget of the key has room again (`Retry-After`). */
  readonly retryAfter: number | null;

  constructor(init: ErrorInit & { retryAfter: number | null }) {
    super(init);
    this.retryAfter = init.retryAfter;
  }
}

type ErrorBody = { error?: { code?: string; message?: string; details?: ErrorDetails } };

/** The typed error for a non-2xx response. */
export function errorFromResponse(response: Response, body: unknown, retryAfter: number | null): LoadoutError {
  const envelope = (body && typeof body === 'object' ? (body as ErrorBody).error : undefined) ?? {};
  const init: ErrorInit = {
    status: response.status,
    code: envelope.code ?? `HTTP_${response.status}`,
    message: envelope.message ?? `Loadout answered ${response.status} ${response.statusText}`.trim(),
    details: envelope.details ?? null,
    requestId: response.headers.get('x-request-id'),
  };
  const status = response.status;
  if (status === 429) return new RateLimitError({ ...init, retryAfter });
  if (status === 401) return new AuthenticationError(init);
  if (status === 403) return new PermissionError(init);
  if (status === 404) return new NotFoundError(init);
  if (status === 409) return new ConflictError(init);
  if (status === 400 || status === 413 || status === 415 || status === 422) return new ValidationError(init);
  if (status >= 500) return new ApiServerError(init);
  return new LoadoutError(init);
}
