import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../core/errors';
import { sendError } from './errors';

export type LoadSheddingOptions = {
  /** Requests served at once (MAX_IN_FLIGHT_REQUESTS); one more is refused. */
  maxInFlight: number;
  /** Mean event-loop delay over the last half second above which requests are refused (MAX_EVENT_LOOP_DELAY); null = off. */
  maxEventLoopDelayMs: number | null;
};

const RETRY_AFTER_SECONDS = 1;
const LAG_SAMPLE_MS = 500;
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Refuses work the process cannot take on, before any of it is done: past `maxInFlight` requests in progress, or
 * while the event loop lags, a request gets 503 SERVICE_UNAVAILABLE with `Retry-After`. Admitted requests keep
 * their latency instead of queueing behind an unbounded backlog. Probes are never refused.
 */
export function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions) {
  let inFlight = 0;
  let isLagging = false;
  if (options.maxEventLoopDelayMs !== null) {
    const limitNs = options.maxEventLoopDelayMs * 1e6;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const sampler = setInterval(() => {
      isLagging = delay.mean > limitNs;
      delay.reset();
    }, LAG_SAMPLE_MS);
    sampler.unref();
    app.addHook('onClose', async () => {
      clearInterval(sampler);
      delay.disable();
    });
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (PROBES.has(request.url) || request.routeOptions.config?.longLived) return done();
    if (inFlight >= options.maxInFlight || isLagging) {
      reply.header('Retry-After', RETRY_AFTER_SECONDS);
      sendError(
        reply,
        new ApiError(
          'SERVICE_UNAVAILABLE',
          `The API is over capacity right now. Retry after ${RETRY_AFTER_SECONDS} s (see Retry-After).`,
          {
            retry_after: RETRY_AFTER_SECONDS,
          },
        ),
      );
      return;
    }
    inFlight += 1;
    // 'close' fires once the response is sent or the client went away, whichever ends the request.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
}
