import 'server-only';
import type { FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { HttpMethod, MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers';
import { sendUpstream, upstreamOriginOf, type UpstreamAnswer } from './upstream-request';

// The BFF's typed client of an API document (lib/api/generated/*.d.ts): openapi-fetch's types and calling
// convention, `api.GET('/api/v1/quotes/{id}', { params: { path: { id } }, headers })` → `{ data } | { error }`, over
// sendUpstream instead of fetch. What it does with a call is what openapi-fetch does by default: path parameters
// percent-encoded, the query as `name=value` pairs (an array as one pair per value), a body as JSON unless the call
// names a bodySerializer, and the answer's JSON as `data` (2xx) or `error`. It differs in two ways: `response` is the
// UpstreamAnswer, and `data` is parsed when first read, so that a route passing the answer on untouched sends the
// API's bytes without parsing them (passThrough, lib/bff/responses.ts).

/** The result of a call: openapi-fetch's, with the UpstreamAnswer as its `response`. */
export type ApiResult<Operation, Init> =
  FetchResponse<Operation & Record<string | number, unknown>, Init, MediaType> extends infer Result
    ? Result extends unknown
      ? Omit<Result, 'response'> & { response: UpstreamAnswer }
      : never
    : never;

// As openapi-fetch's: the second argument is required when the operation has required parameters or a body.
type InitParam<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

type ApiMethod<Paths extends object, Method extends HttpMethod> = <
  Path extends PathsWithMethod<Paths, Method>,
  Init extends MaybeOptionalInit<Paths[Path], Method & keyof Paths[Path]>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<ApiResult<Paths[Path][Method & keyof Paths[Path]], Init>>;

export type ApiClient<Paths extends object> = {
  GET: ApiMethod<Paths, 'get'>;
  POST: ApiMethod<Paths, 'post'>;
  PUT: ApiMethod<Paths, 'put'>;
  PATCH: ApiMethod<Paths, 'patch'>;
  DELETE: ApiMethod<Paths, 'delete'>;
};

type CallInit = {
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
  body?: unknown;
  bodySerializer?: (body: unknown) => string;
  headers?: Record<string, string | undefined>;
  signal?: AbortSignal;
};
const SUPPORTED = new Set(['params', 'body', 'bodySerializer', 'headers', 'signal']);

/** The answers the client made, to tell a result a route passes on as it came from one it built. */
const RESULTS = new WeakMap<object, UpstreamAnswer>();

/** The answer of `result` when it is a client's result as the client made it (its data then is the API's). */
export function answerOf(result: object): UpstreamAnswer | undefined {
  return RESULTS.get(result);
}

function primitive(name: string, value: unknown): string {
  if (typeof value === 'object') throw new TypeError(`The BFF's API client sends ${name} as text; it is an object`);
  return String(value as string | number | boolean);
}

function pathOf(pattern: string, params: Record<string, unknown> = {}): string {
  return pattern.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? match : encodeURIComponent(primitive(name, value));
  });
}

function queryOf(query: Record<string, unknown> = {}): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const each of Array.isArray(value) ? (value as unknown[]) : [value])
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(primitive(name, each))}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** Lower-case names; later sources win; an undefined or null value leaves the header out. */
function headersOf(...sources: (Record<string, unknown> | undefined)[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const source of sources)
    for (const [name, value] of Object.entries(source ?? {})) {
      if (value === undefined || value === null) delete headers[name.toLowerCase()];
      else headers[name.toLowerCase()] = primitive(name, value);
    }
  return headers;
}

/** As openapi-fetch reads an answer: no body for 204, HEAD or an empty one; JSON as data (2xx) or error. */
function resultOf(method: string, answer: UpstreamAnswer): object {
  let result: object;
  if (answer.status === 204 || method === 'HEAD' || answer.bytes.length === 0)
    result = answer.ok ? { data: undefined, response: answer } : { error: undefined, response: answer };
  else if (answer.ok)
    result = {
      response: answer,
      get data() {
        return answer.json();
      },
    };
  else {
    let error: unknown;
    try {
      error = answer.json();
    } catch {
      error = answer.text();
    }
    result = { error, response: answer };
  }
  RESULTS.set(result, answer);
  return result;
}

export function createApiClient<Paths extends object>(options: {
  baseUrl: string;
  headers: Record<string, string>;
}): ApiClient<Paths> {
  const origin = upstreamOriginOf(options.baseUrl);
  const call =
    (method: string) =>
    async (schemaPath: string, init: CallInit = {}) => {
      for (const option of Object.keys(init))
        if (!SUPPORTED.has(option)) throw new TypeError(`The BFF's API client does not support the ${option} option`);
      const { params = {}, body, bodySerializer } = init;
      const serialized = body === undefined ? undefined : bodySerializer ? bodySerializer(body) : JSON.stringify(body);
      const answer = await sendUpstream(origin, {
        method,
        schemaPath,
        path: pathOf(schemaPath, params.path) + queryOf(params.query),
        headers: headersOf(
          serialized === undefined ? undefined : { 'content-type': 'application/json' },
          options.headers,
          init.headers,
          params.header,
        ),
        body: serialized,
        signal: init.signal,
      });
      return resultOf(method, answer);
    };
  return {
    GET: call('GET'),
    POST: call('POST'),
    PUT: call('PUT'),
    PATCH: call('PATCH'),
    DELETE: call('DELETE'),
  } as unknown as ApiClient<Paths>;
}
