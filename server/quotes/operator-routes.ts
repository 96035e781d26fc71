import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZActionRequiredRequest,
  ZAddAlternativeRequest,
  ZAddTrackingRequest,
  ZListQuotesResponse,
  ZOperatorQuotesQuery,
  ZPriceItemRequest,
  ZQuoteResponse,
} from '@/lib/contract/quotes';
import { parseUuid } from '../http/ids';
import * as fulfil from './fulfil';
import * as service from './service';

const TAGS = ['Quotes'];
const ZItemParams = z.object({ id: z.string(), itemId: z.string() });
const ZRecipientParams = z.object({ id: z.string(), recipientId: z.string() });

/** Operator API: the review queue, pricing, alternatives, tracking, delivery, requests for input. */
export const operatorQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quotes', {
    schema: { summary: 'Quotes across companies, oldest first', tags: TAGS, querystring: ZOperatorQuotesQuery, response: { 200: ZListQuotesResponse } },
    handler: async (request) =>
      service.listQuotes(request.db, null, { statuses: service.parseStatusFilter(request.query.status), companyId: request.query.company_id }, request.query),
  });

  app.get('/quotes/:id', {
    schema: { summary: 'Get any quote', tags: TAGS, params: ZIdParams, response: { 200: ZQuoteResponse } },
    handler: async (request) => ({ data: await service.getQuoteOrThrow(request.db, null, parseUuid(request.params.id, 'quote')) }),
  });

  app.put('/quotes/:id/items/:itemId/price', {
    schema: { summary: 'Price an item', tags: TAGS, params: ZItemParams, body: ZPriceItemRequest, response: { 200: ZQuoteResponse } },
    handler: async (request) => ({
      data: await fulfil.priceItem(request.db, null, parseUuid(request.params.id, 'quote'), parseUuid(request.params.itemId, 'item'), request.body),
    }),
  });

  app.post('/quotes/:id/items/:itemId/alternatives', {
    schema: { summary: 'Offer an alternative for an item', tags: TAGS, params: ZItemParams, body: ZAddAlternativeRequest, response: { 201: ZQuoteResponse } },
    handler: async (request, reply) => {
      const quote = await fulfil.addAlternative(request.db, null, parseUuid(request.params.id, 'quote'), parseUuid(request.params.itemId, 'item'), request.body);
      reply.code(201);
      return { data: quote };
    },
  });

  app.post('/quotes/:id/recipients/:recipientId/tracking', {
    schema: { summary: 'Add tracking for a recipient', tags: TAGS, params: ZRecipientParams, body: ZAddTrackingRequest, response: { 200: ZQuoteResponse } },
    handler: async (request) => ({
      data: await fulfil.addTracking(request.db, null, parseUuid(request.params.id, 'quote'), parseUuid(request.params.recipientId, 'recipient'), request.body),
    }),
  });

  app.post('/quotes/:id/recipients/:recipientId/delivered', {
    schema: { summary: 'Confirm delivery to a recipient', tags: TAGS, params: ZRecipientParams, response: { 200: ZQuoteResponse } },
    handler: async (request) => ({
      data: await fulfil.markDelivered(request.db, null, parseUuid(request.params.id, 'quote'), parseUuid(request.params.recipientId, 'recipient')),
    }),
  });

  app.post('/quotes/:id/action-required', {
    schema: { summary: 'Ask the client for input', tags: TAGS, params: ZIdParams, body: ZActionRequiredRequest, response: { 200: ZQuoteResponse } },
    handler: async (request) => ({ data: await fulfil.setActionRequired(request.db, null, parseUuid(request.params.id, 'quote'), request.body.message) }),
  });

  app.delete('/quotes/:id/action-required', {
    schema: { summary: 'Clear the request for input', tags: TAGS, params: ZIdParams, response: { 200: ZQuoteResponse } },
    handler: async (request) => ({ data: await fulfil.setActionRequired(request.db, null, parseUuid(request.params.id, 'quote'), null) }),
  });
};
