import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import { ZEventFilterQuery, ZEventResponse, ZListEventsQuery, ZListEventsResponse } from '@/lib/contract/events';
import { ApiError } from '../core/errors';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import type { EventFeed } from './feed';
import { readableEventTypes, scopeOfEventType } from './families';
import { EVENT_TYPES } from '@/lib/contract/webhooks';
import * as service from './service';
import { EventStreamBody, type StreamSettings } from './sse';

export type EventRouteOptions = {
  feed: EventFeed;
  stream: StreamSettings & {
    /** Events read for a connection and not yet sent past which it is dropped (EVENT_STREAM_MAX_QUEUED). */
    maxQueued: number;
    /** Streams this instance serves at once (EVENT_STREAM_MAX_CONNECTIONS); one more is a 503. */
    maxConnections: number;
  };
};

const TAGS = ['Events'];
/** How long a dropped reader's last words may take to leave before its connection is cut. */
const DROP_GRACE_MS = 1_000;

const STREAM_EXAMPLE =
  'retry: 2000\n\nid: 0193b6a2-8f1e-7c2a-9d4e-5f6a7b8c9d0e\nevent: quote.created\ndata: {"id":"0193b6a2-8f1e-7c2a-9d4e-5f6a7b8c9d0e","type":"quote.created","created_at":"2026-11-21T10:15:00.000Z","livemode":false,"data":{"id":"5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11"}}\n\n: heartbeat\n\n';

/** What an events answer may hold: its request-log bodies are shown only to a key that may read all of it. */
const EVERY_FAMILY_SCOPE = [...new Set(EVENT_TYPES.map(scopeOfEventType))];

const grantedOf = (request: FastifyRequest) => (request.principal?.kind === 'api_key' ? request.principal.scopes : []);

const SCOPE_NOTE =
  'A key sees the events of the objects it may read: `quote.*` needs quotes:read, `logistics.*` device_actions:read, `employee.*`, `offboarding.*` and `onboarding.*` employees:read, `webhook.test` webhooks:manage. Without a `type` filter it gets every family it may read; a `type` filter that names only families it may not read is a 403 naming the scopes that would (an empty list would look like nothing happened).';

/** What happened to the company's data, 30 days back: the events webhooks deliver, as a list and a live stream. */
export const eventRoutes: FastifyPluginAsyncZod<EventRouteOptions> = async (app, options) => {
  app.get('/events', {
    config: { logScopes: EVERY_FAMILY_SCOPE },
    schema: {
      operationId: 'events.list',
      summary: 'List events',
      description: `Newest first (\`sort=created_at\` for oldest first), the events of the last 30 days in the key's mode: the same objects webhook endpoints receive. Filters combine with AND. ${SCOPE_NOTE}`,
      tags: TAGS,
      querystring: ZListEventsQuery,
      response: { 200: ZListEventsResponse },
    },
    handler: async (request) => service.listEvents(request.db, tenantOf(request), grantedOf(request), request.query),
  });

  const open = new Set<EventStreamBody>();
  const sockets = new Set<Socket>();
  // Shutting down: every reader is told, then its connection cut, so that closing the server does not wait on them.
  app.addHook('preClose', async () => {
    for (const body of open)
      body.dropReader({
        code: 'SHUTTING_DOWN',
        message: 'This API instance is shutting down: reconnect with Last-Event-ID.',
      });
    await new Promise((resolve) => setTimeout(resolve, open.size > 0 ? 100 : 0));
    for (const socket of sockets) socket.destroy();
  });
  app.get('/events/stream', {
    config: { longLived: true },
    schema: {
      operationId: 'events.stream',
      summary: 'Stream events',
      description: `Server-Sent Events: each event of the key's company and mode as it commits, from any API instance (every instance reads the events table). Each message has \`id:\` the event id, \`event:\` its type and \`data:\` the event as JSON (the object GET /api/v1/events/{id} returns). Send \`Last-Event-ID\` to receive first the events after that one (the last 30 days are kept), then live ones; an event that is not kept is a 400. A comment line (\`: heartbeat\`) comes every 15 s of silence. A connection that stops reading while events wait is dropped with a last \`event: error\` (\`{"error": {"code": "SLOW_READER", "message"}}\`) when it still fits: reconnect with Last-Event-ID. Opening a stream counts as one request against the rate limit, however long it stays open. Delivery is at least once: after a reconnect an event may come again; use its id to skip it. ${SCOPE_NOTE}`,
      tags: TAGS,
      querystring: ZEventFilterQuery,
      headers: z.object({
        'last-event-id': z
          .string()
          .optional()
          .meta({ description: 'Resume after this event (EventSource sends it when it reconnects).' }),
      }),
      response: {
        200: {
          description: 'The stream: `text/event-stream` messages until the client closes it.',
          content: {
            'text/event-stream': {
              schema: z.string().meta({
                description: 'Server-Sent Events (`id:`, `event:`, `data:` lines, a blank line after each message).',
                example: STREAM_EXAMPLE,
              }),
            },
          },
        },
      },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const types = readableEventTypes(grantedOf(request), request.query.type);
      const lastEventId = request.headers['last-event-id']?.trim();
      const afterSeq = lastEventId ? await service.resumePointOrThrow(request.db, tenant, lastEventId) : null;
      if (open.size >= options.stream.maxConnections) {
        reply.header('Retry-After', 5);
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          `This API instance serves ${options.stream.maxConnections} event streams already. Retry in a few seconds (see Retry-After).`,
          { retry_after: 5 },
        );
      }
      let body: EventStreamBody | null = null;
      const subscription = await options.feed.subscribe(tenant, {
        afterSeq,
        types,
        maxQueued: options.stream.maxQueued,
        onOverflow: () =>
          body?.dropReader({
            code: 'SLOW_READER',
            message: `More than ${options.stream.maxQueued} events waited for this connection: read the stream faster, then reconnect with Last-Event-ID.`,
          }),
      });
      const socket = request.raw.socket;
      // A dropped reader's connection is cut after the grace, flushed or not: it reconnects with Last-Event-ID.
      body = new EventStreamBody(subscription, options.stream, () => {
        setTimeout(() => socket.destroy(), DROP_GRACE_MS).unref();
      });
      const opened = body;
      open.add(opened);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      reply.raw.once('close', () => {
        open.delete(opened);
        opened.destroy();
      });
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no');
      // A stream bypasses the serializer; the schema above only documents it.
      return reply.send(body as never);
    },
  });

  app.get('/events/:id', {
    config: { logScopes: EVERY_FAMILY_SCOPE },
    schema: {
      operationId: 'events.retrieve',
      summary: 'Get an event',
      description: `One event of the last 30 days in the key's mode. An event of the other mode, of another company or older than 30 days is a 404. ${SCOPE_NOTE}`,
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZEventResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, 'event');
      return { data: await service.getEventOrThrow(request.db, tenantOf(request), grantedOf(request), id) };
    },
  });
};
