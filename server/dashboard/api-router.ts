import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { gzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { errorResponse, jsonBytesOf } from '@/lib/bff/responses';
import { responseSecurityOf, setResponseSecurity } from '@/lib/http/response-security';
import { FIXED_SECURITY_HEADERS } from '@/lib/http/security-headers';

// The BFF's routes (app/api/**/route.ts) served by the dashboard's own http server instead of Next.js: the route
// modules' GET/POST/… exports get a NextRequest and their params as under Next.js, and their web Response is written
// to the socket. Next.js's routing, middleware and route-handler runtime cost about 2 ms of CPU per request, twenty
// times a proxied read's own work (docs/benchmarks.md). What Next.js did for these routes is done here too: the fixed
// security headers (next.config.ts) and the per-request ones (proxy.ts), HEAD and OPTIONS for every route, 405 for
// a method a route does not have, gzip for JSON answers the browser accepts it for. Beyond that: 404 in the error
// envelope for an unknown path, and a route that throws answers 500 in the envelope and is logged.

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export type RouteContext = { params: Promise<Record<string, string>> };

type Answer = Response | Promise<Response>;
// Method signatures (their parameters are compared both ways), so that a route typed with its own params fits.
export type RouteModule = {
  GET?(request: NextRequest, context: RouteContext): Answer;
  HEAD?(request: NextRequest, context: RouteContext): Answer;
  OPTIONS?(request: NextRequest, context: RouteContext): Answer;
  POST?(request: NextRequest, context: RouteContext): Answer;
  PUT?(request: NextRequest, context: RouteContext): Answer;
  PATCH?(request: NextRequest, context: RouteContext): Answer;
  DELETE?(request: NextRequest, context: RouteContext): Answer;
};

type Route = { pattern: string; module: RouteModule; allow: string };
type Node = { statics: Map<string, Node>; param?: { name: string; node: Node }; route?: Route };
type Match = { route: Route; params: Record<string, string> } | { badSegment: string } | null;

/** JSON answers at least this long are gzipped for a browser that accepts it (the threshold Next.js used). */
const GZIP_MIN_BYTES = 1024;
/** zlib's fastest level: on the BFF's JSON it compresses within 10% of the default level 6, for half the CPU. */
const GZIP_LEVEL = 1;

const newNode = (): Node => ({ statics: new Map() });

/** `/api/quotes/[id]` → its segments: static ones, and `[name]` for a parameter. */
function segmentsOf(pattern: string): string[] {
  return pattern.split('/').slice(1);
}

function allowOf(module: RouteModule): string {
  const methods = new Set(METHODS.filter((method) => module[method]));
  if (methods.has('GET')) methods.add('HEAD');
  methods.add('OPTIONS');
  return METHODS.filter((method) => methods.has(method)).join(', ');
}

function buildTree(routes: [pattern: string, module: RouteModule][]): Node {
  const root = newNode();
  for (const [pattern, module] of routes) {
    let node = root;
    for (const segment of segmentsOf(pattern)) {
      const param = /^\[([A-Za-z]\w*)\]$/.exec(segment)?.[1];
      if (param) {
        if (node.param && node.param.name !== param)
          throw new Error(`${pattern}: [${param}] where another route has [${node.param.name}]; name them alike`);
        node.param ??= { name: param, node: newNode() };
        node = node.param.node;
      } else if (segment.includes('[') || segment === '') {
        throw new Error(`${pattern}: the dashboard's API router knows static segments and [name] ones only`);
      } else {
        if (!node.statics.has(segment)) node.statics.set(segment, newNode());
        node = node.statics.get(segment)!;
      }
    }
    if (node.route) throw new Error(`${pattern}: two routes for one path (${node.route.pattern})`);
    node.route = { pattern, module, allow: allowOf(module) };
  }
  return root;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A static segment wins over a parameter, as in Next.js (`/api/budgets/impact` before `/api/budgets/[id]`). */
function find(node: Node, segments: string[], index: number, params: Record<string, string>): Match {
  if (index === segments.length) return node.route ? { route: node.route, params } : null;
  const segment = segments[index]!;
  const child = node.statics.get(segment);
  const found = child ? find(child, segments, index + 1, params) : null;
  if (found || !node.param || segment === '') return found;
  const value = decodeSegment(segment);
  if (value === null) return { badSegment: segment };
  return find(node.param.node, segments, index + 1, { ...params, [node.param.name]: value });
}

/**
 * Whether the dashboard's server answers `url` with this router: /api/* except next-auth's /api/auth/*, after URL
 * parsing resolved it (`/api/auth/../quotes` is /api/quotes, `/api/%2e%2e/quotes` is no API path).
 */
export function isApiPath(url = '/'): boolean {
  if (!url.startsWith('/api/')) return false;
  const { pathname } = new URL(url, 'http://localhost');
  return pathname.startsWith('/api/') && !pathname.startsWith('/api/auth/');
}

/**
 * The route's NextRequest. Its signal never aborts: a route learns that the browser went away from its streamed
 * answer being cancelled (send's pipeline), and every other answer is written as soon as it is made. (Following an
 * abort signal was 4% of the CPU of a proxied read.)
 */
function toNextRequest(incoming: IncomingMessage, url: URL): NextRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else headers.set(name, value);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  return new NextRequest(url, {
    method: incoming.method,
    headers,
    // Read only when the route reads it (after the session check), never buffered here.
    ...(hasBody ? { body: Readable.toWeb(incoming) as ReadableStream, duplex: 'half' } : {}),
  } as ConstructorParameters<typeof NextRequest>[1]);
}

async function answer(root: Node, request: NextRequest, pathname: string): Promise<Response> {
  const match = find(root, segmentsOf(pathname.length > 5 ? pathname.replace(/\/$/, '') : pathname), 0, {});
  if (match && 'badSegment' in match)
    return errorResponse(
      400,
      'VALIDATION_ERROR',
      `The path segment "${match.badSegment}" is not valid percent-encoding.`,
    );
  if (!match)
    return errorResponse(404, 'NOT_FOUND', `The dashboard has no API route ${pathname}; check the path for typos.`);
  const { route, params } = match;
  const method = request.method as Method;
  const handler = route.module[method] ?? (method === 'HEAD' ? route.module.GET : undefined);
  if (!handler) {
    if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { allow: route.allow } });
    const refusal = errorResponse(
      405,
      'VALIDATION_ERROR',
      `${pathname} does not answer ${request.method}; it answers ${route.allow}.`,
    );
    refusal.headers.set('allow', route.allow);
    return refusal;
  }
  return handler(request, { params: Promise.resolve(params) });
}

const isPrematureClose = (error: unknown) => (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE';

/** The response's own headers, then the security headers (a fetched Response's headers cannot be changed). */
function writeHeaders(response: Response, outgoing: ServerResponse, security: Headers) {
  outgoing.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') outgoing.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
  for (const [name, value] of security) outgoing.setHeader(name, value);
}

async function send(response: Response, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const serialized = jsonBytesOf(response);
  if (incoming.method === 'HEAD' || (!serialized && !response.body)) {
    if (!serialized) await response.body?.cancel();
    outgoing.end();
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json') && !response.headers.has('content-encoding')) {
    let bytes: Buffer = serialized ?? Buffer.from(await response.arrayBuffer());
    if (bytes.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(incoming.headers['accept-encoding'] ?? '')) {
      bytes = gzipSync(bytes, { level: GZIP_LEVEL });
      outgoing.setHeader('content-encoding', 'gzip');
      outgoing.setHeader('vary', 'Accept-Encoding');
    }
    outgoing.setHeader('content-length', bytes.length);
    outgoing.end(bytes);
    return;
  }
  // Streams (the live channel's events, export downloads) go out as the route produces them; when the browser goes
  // away, the pipeline cancels the route's stream: that is how a route learns of it.
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), outgoing);
  } catch (error) {
    if (!isPrematureClose(error)) console.error('A dashboard API answer failed while streaming', error);
  }
}

/**
 * The router over `routes` (server/dashboard/api-routes.ts): call it with the requests `isApiPath` says are its own.
 * `origin` is the server's own (`http://127.0.0.1:3000`): the base of the request URL the routes see, as Next.js
 * builds it, so a forged Host header cannot change it.
 */
export function createApiRouter(routes: [pattern: string, module: RouteModule][], origin: string) {
  const root = buildTree(routes);
  return async function serveApi(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? '/', origin);
    let response: Response;
    const security = new Headers(FIXED_SECURITY_HEADERS.map(({ key, value }): [string, string] => [key, value]));
    try {
      const request = toNextRequest(incoming, url);
      setResponseSecurity(security, responseSecurityOf(request));
      response = await answer(root, request, url.pathname);
    } catch (error) {
      console.error(`The dashboard's ${incoming.method} ${url.pathname} failed`, error);
      response = errorResponse(
        500,
        'INTERNAL_ERROR',
        'The dashboard failed to answer this request (the error is in its log); try again in a moment.',
      );
    }
    try {
      writeHeaders(response, outgoing, security);
      await send(response, incoming, outgoing);
    } catch (error) {
      // A route's answer that cannot be written (a header value Node.js refuses, a body that fails to read).
      console.error(`The dashboard's ${incoming.method} ${url.pathname} could not send its answer`, error);
      if (outgoing.headersSent) return void outgoing.destroy();
      for (const name of outgoing.getHeaderNames()) outgoing.removeHeader(name);
      outgoing
        .writeHead(500, { 'content-type': 'text/plain' })
        .end('The dashboard failed to send its answer; try again.');
    }
  };
}
