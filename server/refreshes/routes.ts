import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZCreateRefreshRequest,
  ZListRefreshesQuery,
  ZListRefreshesResponse,
  ZRefreshResponse,
  ZSubmitRefreshRequest,
} from '@/lib/contract/refreshes';
import { tenantOf, usesAutopilot } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import type { QuoteCreatedHook } from '../quotes/create-quote';
import * as service from './service';

const TAGS = ['Refreshes'];

/** `startAutopilot` runs for the quote a sandbox key with autopilot submits; app.ts gives it. */
export type RefreshRoutesOptions = { startAutopilot: QuoteCreatedHook };

/** Public API: the refresh of devices due for it, from a draft quote to the old device's Store. */
export const refreshRoutes: FastifyPluginAsyncZod<RefreshRoutesOptions> = async (app, { startAutopilot }) => {
  app.get('/refreshes', {
    config: { scopes: ['assets:read'] },
    schema: {
      operationId: 'refreshes.list',
      summary: 'List refreshes',
      description: 'Newest first by default; of one status or one device if asked.',
      tags: TAGS,
      querystring: ZListRefreshesQuery,
      response: { 200: ZListRefreshesResponse },
    },
    handler: async (request) => service.listRefreshes(request.db, tenantOf(request), request.query),
  });

  app.post('/refreshes', {
    config: { scopes: ['assets:write'] },
    schema: {
      operationId: 'refreshes.create',
      summary: 'Start the refresh of a device',
      description:
        "Starts a `draft` for a device in use by someone in the employee directory: the quote their equipment policy gives (as an onboarding draft, its choices at their defaults), shown in `draft` with what blocks it. Submit it with POST /refreshes/{id}/submit; once that quote is delivered, the old device gets a Store to the company's default destination (GET /inventory-settings). 409 for a device in storage or cleared, a holder outside the directory, or a device with a refresh under way (`details.refresh_id`).",
      tags: TAGS,
      body: ZCreateRefreshRequest,
      response: { 201: ZRefreshResponse },
    },
    handler: async (request, reply) => {
      const refresh = await service.startRefresh(request.db, tenantOf(request), request.body.asset_id);
      reply.code(201);
      return { data: refresh };
    },
  });

  app.get('/refreshes/:id', {
    config: { scopes: ['assets:read'] },
    schema: {
      operationId: 'refreshes.retrieve',
      summary: 'Get a refresh',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZRefreshResponse },
    },
    handler: async (request) => ({
      data: await service.getRefreshOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, 'refresh')),
    }),
  });

  app.post('/refreshes/:id/submit', {
    config: { scopes: ['quotes:write'] },
    schema: {
      operationId: 'refreshes.submit',
      summary: "Submit a refresh's draft as a quote",
      description:
        'Creates the quote the draft shows (as POST /quotes would, with the holder as recipient): the refresh is then `ordered`. 409 unless it is a `draft`, or while something blocks the draft (`details.blockers`).',
      tags: TAGS,
      params: ZIdParams,
      body: ZSubmitRefreshRequest,
      response: { 200: ZRefreshResponse },
    },
    handler: async (request) => ({
      data: await service.submitRefresh(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'refresh'),
        request.body,
        usesAutopilot(request) ? startAutopilot : undefined,
      ),
    }),
  });

  app.post('/refreshes/:id/cancel', {
    config: { scopes: ['assets:write'] },
    schema: {
      operationId: 'refreshes.cancel',
      summary: 'Cancel a refresh',
      description:
        'A `draft` or an `ordered` refresh, or a `returning` one left without a Store (`problem`). Its quote is left as it is: decline it there. 409 otherwise.',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZRefreshResponse },
    },
    handler: async (request) => ({
      data: await service.cancelRefresh(request.db, tenantOf(request), parseUuid(request.params.id, 'refresh')),
    }),
  });
};
