import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZListRequestLogsQuery,
  ZListRequestLogsResponse,
  ZRequestLogParams,
  ZRequestLogResponse,
} from '@/lib/contract/request-logs';
import { tenantOf } from '../http/authenticate';
import type { RouteScopes } from './route-scopes';
import * as service from './service';

// Reading the log is not itself logged (as Stripe's dashboard does not log its reads of the log): the Developers
// page, refreshing, would otherwise fill the list it shows with its own requests.
const READ = { scopes: ['request_logs:read'] as const, requestLog: false };
const TAGS = ['Request logs'];

/** A reader's key may see the bodies of an entry when it holds the scopes of the entry's route. */
const readerOf = (request: FastifyRequest, routeScopes: RouteScopes): service.LogReader => {
  const granted = request.principal?.kind === 'api_key' ? request.principal.scopes : [];
  return { bodiesHiddenReason: (method, route) => routeScopes.bodiesHiddenReason(granted, method, route) };
};

/** The company's own API requests of the last 30 days, with their redacted bodies where the key may read them. */
export const requestLogRoutes: FastifyPluginAsyncZod<{ routeScopes: RouteScopes }> = async (app, { routeScopes }) => {
  app.get('/request-logs', {
    config: READ,
    schema: {
      operationId: 'requestLogs.list',
      summary: "List the company's API requests of the last 30 days",
      description:
        "Newest first; requests made with the key's mode only (live keys see live requests, test keys sandbox ones). `status` takes an exact status (`404`) or a class (`4xx`); `path` matches the start of the path. Entries appear within a second of the response; reads of the request log are not recorded. Bodies are shown only to a key that holds the scopes of the route that produced the entry; otherwise they are null and `bodies_hidden` names the missing scope.",
      tags: TAGS,
      querystring: ZListRequestLogsQuery,
      response: { 200: ZListRequestLogsResponse },
    },
    handler: async (request) =>
      service.listRequestLogs(request.db, tenantOf(request), request.query, readerOf(request, routeScopes)),
  });

  app.get('/request-logs/:id', {
    config: READ,
    schema: {
      operationId: 'requestLogs.retrieve',
      summary: 'Get one API request with its bodies',
      description:
        'By the entry id, or by the request id that the response carried in `X-Request-Id` (`req_…`), as error messages in the dashboard show it. Its bodies are shown only to a key that holds the scopes of the route that produced it; otherwise they are null and `bodies_hidden` names the missing scope.',
      tags: TAGS,
      params: ZRequestLogParams,
      response: { 200: ZRequestLogResponse },
    },
    handler: async (request) => {
      const row = await service.getRequestLogOrThrow(request.db, tenantOf(request), request.params.id);
      return { data: service.presentRequestLog(row, readerOf(request, routeScopes)) };
    },
  });
};
