import type { FastifyInstance } from 'fastify';
import { serverSpanOf, traceHttpServer } from '../core/http-server-spans';
import { activeTracing } from '../core/tracing';
import { UNMATCHED_ROUTE } from './request-metrics';

/**
 * A server span per request while tracing is on (docs/traces.md): named by method and route pattern
 * (`POST /api/v1/quotes`, `GET /api/v1/quotes/:id`), never by the URL, which holds ids. Its context is the active one
 * for the handler, so the request's SQL statements and the jobs it enqueues are its children.
 */
export function registerRequestSpans(app: FastifyInstance) {
  if (!activeTracing()) return;
  traceHttpServer(app.server, (request) => request.method ?? 'GET');
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    serverSpanOf(request.raw)
      ?.updateName(`${request.method} ${route}`)
      .setAttributes({ 'http.route': route, 'loadout.request_id': request.id });
    done();
  });
}
