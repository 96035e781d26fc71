import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import { ZActionCommentRequest } from '@/lib/contract/device-actions';
import {
  ZActionRequiredRequest,
  ZAddAlternativeRequest,
  ZAddTrackingRequest,
  ZListOperatorQuotesResponse,
  ZMarkDeliveredRequest,
  ZOperatorQuoteResponse,
  ZOperatorQuotesQuery,
  ZPriceItemRequest,
} from '@/lib/contract/quotes';
import { OPERATIONS_AUTHOR } from '../http/authenticate';
import { parseIdOrReference, parseUuid } from '../http/ids';
import { addQuoteComment } from './comments';
import * as fulfil from './fulfil';
import * as service from './service';
import { OPERATOR_SCOPE } from '../core/scope';

const TAGS = ['Quotes'];
const ZItemParams = z.object({ id: z.string(), itemId: z.string() });
const ZRecipientParams = z.object({ id: z.string(), recipientId: z.string() });

const quoteIdOf = (params: { id: string }) => parseIdOrReference(params.id, 'quote', 'quote');

/**
 * Operator API: the review queue, pricing, alternatives, tracking, delivery, requests for input and messages. Every
 * answer is the quote as the operator sees it (company, catalog estimates), read after the change.
 */
export const operatorQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/quotes', {
    schema: {
      operationId: 'quotes.list',
      summary: 'Quotes across companies, oldest first',
      tags: TAGS,
      querystring: ZOperatorQuotesQuery,
      response: { 200: ZListOperatorQuotesResponse },
    },
    handler: async (request) =>
      service.listOperatorQuotes(
        request.db,
        {
          statuses: service.parseStatusFilter(request.query.status),
          companyId: request.query.company_id,
          search: request.query.search,
          openFulfilment: request.query.fulfilment === 'open',
          actionRequired: request.query.action_required,
        },
        request.query,
      ),
  });

  app.get('/quotes/:id', {
    schema: {
      operationId: 'quotes.retrieve',
      summary: 'Get any quote',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOperatorQuoteResponse },
    },
    handler: async (request) => ({
      data: await service.getOperatorQuoteOrThrow(request.db, quoteIdOf(request.params)),
    }),
  });

  app.put('/quotes/:id/items/:itemId/price', {
    config: { changesQuote: 'id', errors: [409] },
    schema: {
      operationId: 'quotes.priceItem',
      summary: 'Price an item',
      tags: TAGS,
      params: ZItemParams,
      body: ZPriceItemRequest,
      response: { 200: ZOperatorQuoteResponse },
    },
    handler: async (request) => {
      const quote = await fulfil.priceItem(
        request.db,
        { scope: OPERATOR_SCOPE, quoteId: quoteIdOf(request.params), itemId: parseUuid(request.params.itemId, 'item') },
        request.body,
      );
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });

  app.post('/quotes/:id/items/:itemId/alternatives', {
    config: { changesQuote: 'id' },
    schema: {
      operationId: 'quotes.offerAlternative',
      summary: 'Offer an alternative for an item',
      tags: TAGS,
      params: ZItemParams,
      body: ZAddAlternativeRequest,
      response: { 201: ZOperatorQuoteResponse },
    },
    handler: async (request, reply) => {
      const quote = await fulfil.addAlternative(
        request.db,
        { scope: OPERATOR_SCOPE, quoteId: quoteIdOf(request.params), itemId: parseUuid(request.params.itemId, 'item') },
        request.body,
      );
      reply.code(201);
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });

  app.post('/quotes/:id/recipients/:recipientId/tracking', {
    config: { changesQuote: 'id' },
    schema: {
      operationId: 'quotes.addTracking',
      summary: 'Add tracking for a recipient',
      tags: TAGS,
      params: ZRecipientParams,
      body: ZAddTrackingRequest,
      response: { 200: ZOperatorQuoteResponse },
    },
    handler: async (request) => {
      const quote = await fulfil.addTracking(
        request.db,
        {
          scope: OPERATOR_SCOPE,
          quoteId: quoteIdOf(request.params),
          recipientId: parseUuid(request.params.recipientId, 'recipient'),
        },
        request.body,
      );
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });

  app.post('/quotes/:id/recipients/:recipientId/delivered', {
    config: { changesQuote: 'id' },
    schema: {
      operationId: 'quotes.confirmDelivery',
      summary: 'Confirm delivery to a recipient',
      description:
        "With the serial numbers of the units, if the tracking did not give them: delivered devices join the company's inventory.",
      tags: TAGS,
      params: ZRecipientParams,
      body: ZMarkDeliveredRequest,
      response: { 200: ZOperatorQuoteResponse },
    },
    handler: async (request) => {
      const recipientId = parseUuid(request.params.recipientId, 'recipient');
      const quote = await fulfil.markDelivered(
        request.db,
        { scope: OPERATOR_SCOPE, quoteId: quoteIdOf(request.params), recipientId },
        request.body ?? {},
      );
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });

  app.post('/quotes/:id/action-required', {
    config: { changesQuote: 'id' },
    schema: {
      operationId: 'quotes.requestInput',
      summary: 'Ask the client for input',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionRequiredRequest,
      response: { 200: ZOperatorQuoteResponse },
    },
    handler: async (request) => {
      const quote = await fulfil.setActionRequired(
        request.db,
        OPERATOR_SCOPE,
        quoteIdOf(request.params),
        request.body.message,
      );
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });

  app.delete('/quotes/:id/action-required', {
    config: { changesQuote: 'id', errors: [409] },
    schema: {
      operationId: 'quotes.clearInputRequest',
      summary: 'Clear the request for input',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOperatorQuoteResponse },
    },
    handler: async (request) => {
      const quote = await fulfil.setActionRequired(request.db, OPERATOR_SCOPE, quoteIdOf(request.params), null);
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });

  app.post('/quotes/:id/comments', {
    config: { changesQuote: 'id' },
    schema: {
      operationId: 'quotes.addComment',
      summary: 'Write to the client about a quote',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionCommentRequest,
      response: { 201: ZOperatorQuoteResponse },
    },
    handler: async (request, reply) => {
      const quote = await addQuoteComment(request.db, OPERATOR_SCOPE, quoteIdOf(request.params), {
        message: request.body.message,
        author: OPERATIONS_AUTHOR,
        source: 'operator',
      });
      reply.code(201);
      return { data: await service.getOperatorQuoteOrThrow(request.db, quote.id) };
    },
  });
};
