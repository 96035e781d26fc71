import type { TErrorCode } from '@/lib/contract/common';
import { untouchedJsonOf } from '@/lib/api/upstream-fetch';

// The serialized body of each JSON answer made here, for the dashboard's server to write as it is
// (server/dashboard/api-router.ts) rather than read it back through the Response's body stream.
const JSON_BYTES = new WeakMap<Response, Buffer>();

/** `Response.json`, keeping the bytes it sends. */
export function jsonResponse(body: unknown, init: { status: number; headers?: Headers }): Response {
  const bytes = Buffer.from(JSON.stringify(body));
  const headers = init.headers ?? new Headers();
  headers.set('content-type', 'application/json');
  const response = new Response(bytes, { status: init.status, headers });
  JSON_BYTES.set(response, bytes);
  return response;
}

/** The body of a `jsonResponse`, or undefined for any other Response. */
export function jsonBytesOf(response: Response): Buffer | undefined {
  return JSON_BYTES.get(response);
}

/** An error in the API's envelope, so the browser handles the BFF's own refusals like the API's. */
export function errorResponse(status: number, code: TErrorCode, message: string, details: unknown = null): Response {
  return jsonResponse({ error: { code, message, details } }, { status });
}

const PASSED_HEADERS = [
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
];

/**
 * The API's answer as the browser gets it: status, body and the headers that matter to a client. An answer the route
 * passes on as it came is sent as the bytes the API sent, not parsed and serialized again.
 */
export function passThrough(result: { data?: unknown; error?: unknown; response: Response }): Response {
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = result.response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const { status } = result.response;
  if (status === 204 || status === 304) return new Response(null, { status, headers });
  const body = result.data ?? result.error ?? null;
  const untouched = untouchedJsonOf(result.response, body);
  if (!untouched) return jsonResponse(body, { status, headers });
  headers.set('content-type', 'application/json');
  const response = new Response(untouched, { status, headers });
  JSON_BYTES.set(response, untouched);
  return response;
}
