import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, when it completes, carrying the request (method, url, client), the response and the
 * time taken; Fastify's separate "incoming request" line doubled the log volume (and its write cost) for nothing.
 * Health probes are not logged at all.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({
      requestIdLogLabel: 'request_id',
      disableRequestLogging: (request: FastifyRequest) => request.url === '/healthz' || request.url === '/readyz',
    });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
