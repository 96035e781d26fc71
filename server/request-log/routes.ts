import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZListRequestLogsQuery,
  ZListRequestLogsResponse,
  ZRequestLogParams,
  ZRequestLogResponse,
} from '@/lib/contract/request-logs';
import { tenantOf } from '../http/authenticate';
import * as service from './service';

// Reading the log is not itself logged (as Stripe's dashboard does not log its reads of the log): the Developers
// page, refreshing, would otherwise fill the list it shows with its own requests.
const READ = { scopes: ['request_logs:read'] as const, requestLog: false };
const TAGS = ['Request logs'];

/** The company's own API requests of the last 30 days, with their redacted bodies. */
export const requestLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/request-logs', {
    config: READ,
    schema: {
      operationId: 'requestLogs.list',
      summary: "List the company's API requests of the last 30 days",
      description:
        "Newest first; requests made with the key's mode only (live keys see live requests, test keys sandbox ones). `status` takes an exact status (`404`) or a class (`4xx`); `path` matches the start of the path. Entries appear within a second of the response; reads of the request log are not recorded.",
      tags: TAGS,
      querystring: ZListRequestLogsQuery,
      response: { 200: ZListRequestLogsResponse },
    },
    handler: async (request) => service.listRequestLogs(request.db, tenantOf(request), request.query),
  });

  app.get('/request-logs/:id', {
    config: READ,
    schema: {
      operationId: 'requestLogs.retrieve',
      summary: 'Get one API request with its bodies',
      description:
        'By the entry id, or by the request id that the response carried in `X-Request-Id` (`req_…`), as error messages in the dashboard show it.',
      tags: TAGS,
      params: ZRequestLogParams,
      response: { 200: ZRequestLogResponse },
    },
    handler: async (request) => {
      const row = await service.getRequestLogOrThrow(request.db, tenantOf(request), request.params.id);
      return { data: service.presentRequestLog(row) };
    },
  });
};
