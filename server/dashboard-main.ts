import http from 'node:http';
import { parseArgs } from 'node:util';
import { PEER_HEADER } from '@/lib/http/request-source';
import { countDashboardRequest } from './metrics/dashboard-requests';
import { serveMetrics } from './metrics/serve';
import { pathTemplate, traceHttpServer } from './core/http-server-spans';
import { readTracingSettings } from './core/tracing-settings';
import { startTracing, stopTracing } from './core/tracing';

// `npm run dashboard -- [--port 3000] [--hostname 127.0.0.1] [--metrics-port 9102] [--metrics-hostname 127.0.0.1]`:
// the dashboard's production build (`next build`) served like `next start`, with two differences. The BFF's routes
// (/api/* but next-auth's /api/auth/*) are answered by this server's own router over the same route modules
// (server/dashboard/api-router.ts), which costs a tenth of Next.js's route-handler machinery in CPU. And requests
// carry one thing Next.js does not give route handlers: the address of the connection's peer.
// Each request carries it in PEER_HEADER, replacing whatever a client sent there; the dashboard reads it through
// lib/http/request-source.ts (failed sign-ins are counted per address, forwarded headers are believed only from a
// trusted proxy) and refuses to serve without it.

// Positionals are ignored: under `node server/run.mjs server/dashboard-main.ts` the entry point is one of them.
const { values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '3000' },
    hostname: { type: 'string', default: '127.0.0.1' },
    // GET /metrics (Prometheus) on a listener of its own, as the API's METRICS_PORT (docs/metrics.md); off when unset.
    'metrics-port': { type: 'string' },
    'metrics-hostname': { type: 'string', default: '127.0.0.1' },
  },
});
const port = Number(values.port);
const hostname = values.hostname;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a TCP port number, not ${values.port}`);
  process.exit(2);
}
const metricsPort = values['metrics-port'] === undefined ? null : Number(values['metrics-port']);
if (metricsPort !== null && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)) {
  console.error(`--metrics-port must be a TCP port number, not ${values['metrics-port']}`);
  process.exit(2);
}

// Before Next.js loads: with OTEL_EXPORTER_OTLP_ENDPOINT set, each request is a span here, the BFF's calls to the API
// its children (lib/api/upstream-request.ts), and Next.js adds its own spans to the same trace (docs/traces.md).
try {
  // eslint-disable-next-line no-restricted-properties
  if (await startTracing('loadout-dashboard', readTracingSettings(process.env))) {
    // Not Next.js's own span per fetch: it is named by the whole URL (whose query may hold an e-mail address) and takes
    // a Request's method for GET; the BFF's clients make a span of their own per call.
    // eslint-disable-next-line no-restricted-properties
    Object.assign(process.env, { NEXT_OTEL_FETCH_DISABLED: '1' });
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

// React and Next.js choose their production builds from NODE_ENV when they load, so it is set before importing them.
// eslint-disable-next-line no-restricted-properties
Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const { createApiRouter, isApiPath } = await import('./dashboard/api-router');
const { API_ROUTES } = await import('./dashboard/api-routes');
const origin = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
const serveApi = createApiRouter(API_ROUTES, origin);

const server = http.createServer((request, response) => {
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
  if (metricsPort !== null) countDashboardRequest(request, response);
  if (isApiPath(request.url)) void serveApi(request, response);
  else void handle(request, response);
});
// An idle kept-alive connection stays open 72 s, as the API's (Fastify's default), not Node's 5 s: a client or load
// balancer that reuses a connection just as the server closes it gets ECONNRESET, so the server must be the side
// that waits longer (a load balancer's idle timeout is commonly 60 s). Responses say so: `Keep-Alive: timeout=72`.
server.keepAliveTimeout = 72_000;
traceHttpServer(server, (request) => `${request.method ?? 'GET'} ${pathTemplate(request.url ?? '/')}`);
const metrics =
  metricsPort === null ? null : await serveMetrics({ port: metricsPort, host: values['metrics-hostname'] });
if (metrics) console.log(`The dashboard's metrics are at ${metrics.url}`);
server.listen(port, hostname, () => console.log(`The dashboard listens on ${origin}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    void metrics?.close();
    void app
      .close()
      .then(stopTracing)
      .finally(() => process.exit(0));
  });
}
