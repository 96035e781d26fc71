import type { FastifyInstance } from 'fastify';
import { recordHttpRequest } from '../core/metrics';

/** Requests that matched no route are counted under this route label (the URL itself would be unbounded). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts and times every answered request by its route pattern (METRICS_PORT; docs/metrics.md). */
export function registerRequestMetrics(app: FastifyInstance) {
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    recordHttpRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
