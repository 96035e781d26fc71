import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { AuthenticationError, ConnectionError, LoadoutError, PermissionError, RateLimitError } from '@loadout/sdk';
import type { McpContext } from './context';
import { createMcpServer } from './server';
import { openContext } from './session';

// Streamable HTTP (MCP_HTTP_PORT): every request carries `Authorization: Bearer <Loadout API key>`; the key is checked
// against the API when a session starts, and each session has its own MCP server bound to that key.

const PATH = '/mcp';
const MAX_BODY_BYTES = 4 * 1024 * 1024;
const MAX_SESSIONS = 1000;
const IDLE_SESSION_MS = 30 * 60_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

type Session = { transport: StreamableHTTPServerTransport; server: McpServer; keyHash: Buffer; lastSeenAt: number };
type HttpOptions = {
  apiUrl: string;
  allowLiveWrites: boolean;
  host: string;
  port: number;
  log?: (line: string) => void;
};
type Refusal = { status: number; message: string; headers?: Record<string, string> };

export type RunningMcpHttp = { url: string; close(): Promise<void> };

export async function startMcpHttpServer(options: HttpOptions): Promise<RunningMcpHttp> {
  const log = options.log ?? ((line: string) => console.error(line));
  const sessions = new Map<string, Session>();
  let allowedHosts: Set<string> | null = null;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (new URL(request.url ?? '/', 'http://mcp').pathname !== PATH)
      return refuse(response, { status: 404, message: `Not found: the MCP endpoint is ${PATH}.` });
    if (allowedHosts && !allowedHosts.has(request.headers.host ?? ''))
      return refuse(response, { status: 403, message: 'Host not allowed.' });
    const apiKey = bearerOf(request);
    if (!apiKey) {
      return refuse(
        response,
        unauthorized('Missing API key: send your Loadout API key as `Authorization: Bearer lo_test_…` (or lo_live_…).'),
      );
    }
    const keyHash = createHash('sha256').update(apiKey).digest();
    const sessionId = request.headers['mcp-session-id'];
    if (typeof sessionId === 'string') {
      const session = sessions.get(sessionId);
      if (session && timingSafeEqual(session.keyHash, keyHash)) {
        session.lastSeenAt = Date.now();
        return session.transport.handleRequest(request, response);
      }
      if (session) return refuse(response, unauthorized('This MCP session was started with another API key.'));
      const checked = await authenticate(apiKey);
      if ('status' in checked) return refuse(response, checked);
      return refuse(response, {
        status: 404,
        message: 'Session not found (it ended or the server restarted): start a new one with initialize.',
      });
    }

    const checked = await authenticate(apiKey);
    if ('status' in checked) return refuse(response, checked);
    if (request.method !== 'POST')
      return refuse(response, {
        status: 405,
        message: 'Start a session with a POST of initialize.',
        headers: { allow: 'POST' },
      });
    const body = await readJson(request);
    if ('status' in body) return refuse(response, body);
    if (!isInitializeRequest(body.value))
      return refuse(response, {
        status: 400,
        message: 'No session: send initialize first (without an mcp-session-id header).',
      });
    if (sessions.size >= MAX_SESSIONS)
      return refuse(response, { status: 503, message: 'Too many open MCP sessions; try again later.' });
    const transport = await openSession(checked.context, keyHash);
    await transport.handleRequest(request, response, body.value);
  }

  async function openSession(context: McpContext, keyHash: Buffer): Promise<StreamableHTTPServerTransport> {
    const server = createMcpServer(context);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, server, keyHash, lastSeenAt: Date.now() });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    return transport;
  }

  async function authenticate(apiKey: string): Promise<{ context: McpContext } | Refusal> {
    if (!/^lo_(live|test)_\w+$/.test(apiKey))
      return unauthorized('Not a Loadout API key: keys look like lo_test_… or lo_live_….');
    try {
      return {
        context: await openContext({ apiUrl: options.apiUrl, apiKey, allowLiveWrites: options.allowLiveWrites }),
      };
    } catch (error) {
      return refusalOf(error, options.apiUrl);
    }
  }

  const httpServer = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`MCP HTTP request failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) refuse(response, { status: 500, message: 'Internal error of the MCP server.' });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, resolve);
  });
  const { port } = httpServer.address() as AddressInfo;
  if (LOOPBACK_HOSTS.has(options.host))
    allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]);
  const sweep = setInterval(() => {
    for (const session of sessions.values())
      if (Date.now() - session.lastSeenAt > IDLE_SESSION_MS) void session.transport.close();
  }, 60_000);
  sweep.unref();

  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}${PATH}`,
    async close() {
      clearInterval(sweep);
      await Promise.all([...sessions.values()].map((session) => session.transport.close()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

function bearerOf(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]! : null;
}

function unauthorized(message: string): Refusal {
  return { status: 401, message, headers: { 'www-authenticate': 'Bearer realm="loadout-mcp"' } };
}

function refusalOf(error: unknown, apiUrl: string): Refusal {
  const requestId = error instanceof LoadoutError && error.requestId ? ` (request id ${error.requestId})` : '';
  if (error instanceof AuthenticationError)
    return unauthorized(`The Loadout API refused this API key: ${error.message}${requestId}`);
  if (error instanceof PermissionError)
    return { status: 403, message: `The Loadout API refused this API key: ${error.message}${requestId}` };
  if (error instanceof RateLimitError) {
    return {
      status: 429,
      message: `Rate limited by the Loadout API: ${error.message}`,
      headers: { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfter ?? 1))) },
    };
  }
  if (error instanceof ConnectionError)
    return { status: 502, message: `Cannot reach the Loadout API at ${apiUrl}: ${error.message}` };
  return {
    status: 502,
    message: `The Loadout API answered unexpectedly: ${error instanceof Error ? error.message : String(error)}${requestId}`,
  };
}

/** A JSON-RPC error body, as MCP clients expect from the endpoint. */
function refuse(response: ServerResponse, refusal: Refusal) {
  const body = JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: refusal.message }, id: null });
  response.writeHead(refusal.status, { 'content-type': 'application/json', ...refusal.headers }).end(body);
}

async function readJson(request: IncomingMessage): Promise<{ value: unknown } | Refusal> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large.' };
    chunks.push(chunk);
  }
  try {
    return { value: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  } catch {
    return { status: 400, message: 'Parse error: the body must be JSON-RPC.' };
  }
}
