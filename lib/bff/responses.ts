import type { TErrorCode } from '@/lib/contract/common';
import { answerOf } from '@/lib/api/api-client';
import { UpstreamAnswer } from '@/lib/api/upstream-request';

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

const isJson = (answer: UpstreamAnswer) =>
  answer.bytes.length > 0 && (answer.headers.get('content-type') ?? '').startsWith('application/json');

/**
 * An API client's result (lib/api/api-client.ts), one a route made from it, or an answer a route fetched itself with
 * its body read.
 */
export type ApiResult = {
  data?: unknown;
  error?: unknown;
  response: UpstreamAnswer | { status: number; headers: { get(name: string): string | null } };
};

/**
 * The API's answer as the browser gets it: status, body and the headers that matter to a client. An answer the route
 * passes on as it came is sent as the bytes the API sent, neither parsed nor serialized again; one the route changed
 * is serialized (a route changes an answer by building a new object: under NODE_ENV=test parsed answers are frozen).
 */
export function passThrough(result: ApiResult): Response {
  const { response: answer } = result;
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const { status } = answer;
  if (status === 204 || status === 304) return new Response(null, { status, headers });
  // A 2xx result as the client made it has not been parsed unless the route read it (reading `data` parses).
  if (!(answer instanceof UpstreamAnswer))
    return jsonResponse(result.data ?? result.error ?? null, { status, headers });
  const unread = answerOf(result) === answer && answer.ok && isJson(answer);
  if (!unread && !answer.isParsed(result.data ?? result.error))
    return jsonResponse(result.data ?? result.error ?? null, { status, headers });
  headers.set('content-type', 'application/json');
  const response = new Response(answer.bytes, { status, headers });
  JSON_BYTES.set(response, answer.bytes);
  return response;
}
