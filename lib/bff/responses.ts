import type { TErrorCode } from '@/lib/contract/common';

/** An error in the API's envelope, so the browser handles the BFF's own refusals like the API's. */
export function errorResponse(status: number, code: TErrorCode, message: string, details: unknown = null): Response {
  return Response.json({ error: { code, message, details } }, { status });
}

const PASSED_HEADERS = [
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
];

/** The API's answer as the browser gets it: status, body and the headers that matter to a client. */
export function passThrough(result: { data?: unknown; error?: unknown; response: Response }): Response {
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = result.response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const { status } = result.response;
  if (status === 204 || status === 304) return new Response(null, { status, headers });
  return Response.json(result.data ?? result.error ?? null, { status, headers });
}
