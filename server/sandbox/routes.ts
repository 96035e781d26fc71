import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import { ZDeviceActionResponse, ZReceiveReturnRequest } from '@/lib/contract/device-actions';
import { ZActionRequiredRequest, ZAddAlternativeRequest, ZQuoteResponse } from '@/lib/contract/quotes';
import { ZHelperCompleteRequest, ZHelperPriceRequest, ZHelperTrackingRequest } from '@/lib/contract/sandbox';
import { tenantOf } from '../http/authenticate';
import { ApiError } from '../core/errors';
import { parseIdOrReference, parseUuid } from '../http/ids';
import * as logistics from '../logistics/fulfil';
import * as quotes from '../quotes/fulfil';
import { priceQuote } from './price-quote';
import { clearanceRoutes } from '../clearance/routes';

const TAGS = ['Test helpers'];
const QUOTES = { scopes: ['quotes:write'] as const, changesQuote: 'id' as const };
const ACTIONS = { scopes: ['device_actions:write'] as const };
const ZItemParams = z.object({ id: z.string(), itemId: z.string() });
const ZRecipientParams = z.object({ id: z.string(), recipientId: z.string() });

const generatedTracking = (id: string, input: { tracking_code?: string; tracking_link?: string }) => ({
  tracking_code: input.tracking_code ?? `SANDBOX-${id.slice(0, 8).toUpperCase()}`,
  tracking_link: input.tracking_link ?? `https://tracking.example/sandbox/${id}`,
});

/**
 * Sandbox test helpers: with a test key, do what operator staff do, through the same service code and with the same
 * events. Live keys get 404, as for any route they cannot use.
 */
export const testHelperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => {
    if (tenantOf(request).livemode) {
      throw new ApiError(
        'NOT_FOUND',
        'Test helpers exist only for test keys (lo_test_…); live data moves when our staff act on it.',
      );
    }
  });

  app.post('/quotes/:id/price', {
    config: QUOTES,
    schema: {
      operationId: 'testHelpers.priceQuote',
      summary: 'Price a sandbox quote',
      description:
        'Prices every unpriced item, from `prices` or from the catalog estimate; the last price emits `quote.pending`.',
      tags: TAGS,
      params: ZIdParams,
      body: ZHelperPriceRequest,
      response: { 200: ZQuoteResponse },
    },
    handler: async (request) => ({
      data: await priceQuote(
        request.db,
        tenantOf(request),
        parseIdOrReference(request.params.id, 'quote', 'quote'),
        request.body.prices,
      ),
    }),
  });

  app.post('/quotes/:id/items/:itemId/alternatives', {
    config: QUOTES,
    schema: {
      operationId: 'testHelpers.offerAlternative',
      summary: 'Offer an alternative on a sandbox quote item',
      tags: TAGS,
      params: ZItemParams,
      body: ZAddAlternativeRequest,
      response: { 201: ZQuoteResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const quote = await quotes.addAlternative(
        request.db,
        {
          scope: tenant,
          quoteId: parseIdOrReference(request.params.id, 'quote', 'quote'),
          itemId: parseUuid(request.params.itemId, 'item'),
        },
        request.body,
      );
      reply.code(201);
      return { data: quote };
    },
  });

  app.post('/quotes/:id/recipients/:recipientId/tracking', {
    config: QUOTES,
    schema: {
      operationId: 'testHelpers.addQuoteTracking',
      summary: 'Ship to a sandbox recipient',
      tags: TAGS,
      params: ZRecipientParams,
      body: ZHelperTrackingRequest,
      response: { 200: ZQuoteResponse },
    },
    handler: async (request) => {
      const recipientId = parseUuid(request.params.recipientId, 'recipient');
      return {
        data: await quotes.addTracking(
          request.db,
          { scope: tenantOf(request), quoteId: parseIdOrReference(request.params.id, 'quote', 'quote'), recipientId },
          generatedTracking(recipientId, request.body),
        ),
      };
    },
  });

  app.post('/quotes/:id/recipients/:recipientId/delivered', {
    config: QUOTES,
    schema: {
      operationId: 'testHelpers.deliverQuoteRecipient',
      summary: 'Deliver to a sandbox recipient',
      tags: TAGS,
      params: ZRecipientParams,
      response: { 200: ZQuoteResponse },
    },
    handler: async (request) => ({
      data: await quotes.markDelivered(request.db, {
        scope: tenantOf(request),
        quoteId: parseIdOrReference(request.params.id, 'quote', 'quote'),
        recipientId: parseUuid(request.params.recipientId, 'recipient'),
      }),
    }),
  });

  app.post('/quotes/:id/action-required', {
    config: QUOTES,
    schema: {
      operationId: 'testHelpers.requestQuoteInput',
      summary: 'Ask for input on a sandbox quote',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionRequiredRequest,
      response: { 200: ZQuoteResponse },
    },
    handler: async (request) => ({
      data: await quotes.setActionRequired(
        request.db,
        tenantOf(request),
        parseIdOrReference(request.params.id, 'quote', 'quote'),
        request.body.message,
      ),
    }),
  });

  app.post('/device-actions/:id/tracking', {
    config: ACTIONS,
    schema: {
      operationId: 'testHelpers.addDeviceActionTracking',
      summary: 'Add tracking to a sandbox device action',
      tags: TAGS,
      params: ZIdParams,
      body: ZHelperTrackingRequest,
      response: { 200: ZDeviceActionResponse },
    },
    handler: async (request) => ({
      data: await logistics.addTracking(
        request.db,
        tenantOf(request),
        request.params.id,
        generatedTracking(request.params.id, request.body),
      ),
    }),
  });

  app.post('/device-actions/:id/complete', {
    config: ACTIONS,
    schema: {
      operationId: 'testHelpers.completeDeviceAction',
      summary: 'Complete a sandbox device action',
      tags: TAGS,
      params: ZIdParams,
      body: ZHelperCompleteRequest,
      response: { 200: ZDeviceActionResponse },
    },
    handler: async (request) => ({
      data: await logistics.completeAction(request.db, tenantOf(request), request.params.id, request.body),
    }),
  });

  app.post('/device-actions/:id/receive', {
    config: { ...ACTIONS, errors: [409] },
    schema: {
      operationId: 'testHelpers.receiveDeviceAction',
      summary: 'Receive and grade the device of a sandbox Store',
      description:
        "What Loadout's staff do when the device of a Store arrives: the action completes and its asset gets the condition grade (events `logistics.completed` and `asset.received`).",
      tags: TAGS,
      params: ZIdParams,
      body: ZReceiveReturnRequest,
      response: { 200: ZDeviceActionResponse },
    },
    handler: async (request) => ({
      data: await logistics.receiveReturn(request.db, tenantOf(request), request.params.id, request.body),
    }),
  });

  app.post('/device-actions/:id/action-required', {
    config: ACTIONS,
    schema: {
      operationId: 'testHelpers.requestDeviceActionInput',
      summary: 'Ask for input on a sandbox device action',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionRequiredRequest,
      response: { 200: ZDeviceActionResponse },
    },
    handler: async (request) => ({
      data: await logistics.setActionRequired(request.db, tenantOf(request), request.params.id, request.body.message),
    }),
  });

  await app.register(
    clearanceRoutes({
      scopeOf: tenantOf,
      tags: TAGS,
      operationIds: { erasure: 'testHelpers.recordAssetErasure', clearance: 'testHelpers.clearAsset' },
      scopes: ['assets:write'],
      device: 'a sandbox device',
    }),
  );
};
