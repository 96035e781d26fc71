import type { QueryClient } from '@tanstack/react-query';
import type { TErrorCode } from '@/lib/contract/common';
import { transportOf } from './transport';

/** An error answer from the BFF, carrying the API's envelope so the UI can show its message and field details. */
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode | 'NETWORK_ERROR',
    message: string,
    readonly details: unknown = null,
    /** The API's `X-Request-Id` of the failed request (its entry in the request log), when it reached the API. */
    readonly requestId: string | null = null,
  ) {
    super(message);
    this.name = 'BffError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export type BffFetchOptions = {
  method?: string;
  query?: Query;
  body?: unknown;
  contentType?: string;
  /** The QueryClient of the query this request is for: its transport sends it (transport.ts). */
  client?: QueryClient;
};

/**
 * Calls a dashboard BFF route (`/api/...`) from the browser (or in-process, for a page's prefetch: transport.ts);
 * throws BffError with the API's message on failure.
 * The body is sent as JSON, or as it is (an uploaded file's text) when `contentType` is given.
 */
export async function bffFetch<T>(path: string, options: BffFetchOptions = {}): Promise<T> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const url = search.size ? `${path}?${search}` : path;
  let response: Response;
  try {
    response = await transportOf(options.client)(url, {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? {} : { 'content-type': options.contentType ?? 'application/json' },
      body:
        options.body === undefined
          ? undefined
          : options.contentType
            ? String(options.body)
            : JSON.stringify(options.body),
    });
  } catch {
    throw new BffError(0, 'NETWORK_ERROR', 'The dashboard cannot be reached; check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: TErrorCode; message?: string; details?: unknown } } | null)?.error;
    throw new BffError(
      response.status,
      error?.code ?? 'INTERNAL_ERROR',
      error?.message ?? `The request failed (${response.status}).`,
      error?.details ?? null,
      response.headers.get('x-request-id'),
    );
  }
  return payload as T;
}
