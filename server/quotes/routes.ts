import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddCommentRequest, ZIdParams } from '@/lib/contract/common';
import {
  ZCreateQuoteRequest,
  ZListQuotesQuery,
  ZListQuotesResponse,
  ZQuoteDecisionResponse,
  ZQuoteItemActionRequest,
  ZQuoteResponse,
  ZUpdateQuoteItemRequest,
} from '@/lib/contract/quotes';
import { commentAuthor, deciderOf, tenantOf, usesAutopilot } from '../http/authenticate';
import { validationError } from '../core/errors';
import { parseIdOrReference, parseUuid } from '../http/ids';
import { addQuoteComment } from './comments';
import { createQuote, type QuoteCreatedHook } from './create-quote';
import { decideOption, resolveOption } from './decide-item';
import type { QuoteReadCache } from './read-cache';
import * as service from './service';

const TAGS = ['Quotes'];
const ZItemParams = z.object({ id: z.string(), itemId: z.string() });

/** Endpoints 1–5: hardware quotes, from request to the client's decision on each item. */
/** `startAutopilot` runs when a sandbox key with autopilot creates a quote; app.ts gives the sandbox's. */
export type QuoteRoutesOptions = { cache: QuoteReadCache; startAutopilot: QuoteCreatedHook };

export const quoteRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (app, { cache, startAutopilot }) => {
  app.get('/quotes', {
    config: { scopes: ['quotes:read'] },
    schema: {
      operationId: 'quotes.list',
      summary: 'List quotes',
      tags: TAGS,
      querystring: ZListQuotesQuery,
      response: { 200: ZListQuotesResponse },
    },
    handler: async (request) =>
      service.listQuotes(request.db, tenantOf(request), service.filtersOf(request.query), request.query),
  });

  app.get('/quotes/:id', {
    config: { scopes: ['quotes:read'] },
    schema: {
      operationId: 'quotes.retrieve',
      summary: 'Get a quote with its items, alternatives and recipients',
      description: '`:id` is the quote id or its number (`Q-2026-000123`).',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZQuoteResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const id = parseIdOrReference(request.params.id, 'quote', 'quote');
      const load = async () => String(reply.serialize({ data: await service.getQuoteOrThrow(request.db, tenant, id) }));
      // Serialized by the route's response schema once, then served from the cache (by id) as it is (Fastify sends JSON text unchanged).
      const body = id.startsWith('Q-') ? await load() : await cache.read(tenant, id, load);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });

  app.post('/quotes', {
    config: { scopes: ['quotes:write'] },
    schema: {
      operationId: 'quotes.create',
      summary: 'Create a quote',
      description:
        'Each item is a catalog item (`product_id`, optional `configuration_id`), a kit (`kit_id`, expanded into one item per ' +
        'device) or a freeform item (`product_type` + `specification` with `brand` and `model`); modes may be mixed. Answers 202 ' +
        'with the quote in `Pending Review` and every price null; `quote.pending` follows once the operator has priced it.',
      tags: TAGS,
      body: ZCreateQuoteRequest,
      response: { 202: ZQuoteResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const quote = await createQuote(
        request.db,
        tenant,
        request.body,
        usesAutopilot(request) ? startAutopilot : undefined,
      );
      reply.code(202);
      return { data: quote };
    },
  });

  app.patch('/quotes/:id/items/:itemId', {
    config: { scopes: ['quotes:write'], changesQuote: 'id', errors: [409] },
    schema: {
      operationId: 'quotes.updateItem',
      summary: 'Accept or reject an item or one of its alternatives',
      description:
        'Without `alternative_id` the action applies to the original offer; with it, to that alternative of this item. Accepting ' +
        "needs `recipients`, which replace the item's recipients, and rejects every other pending option of the item.",
      tags: TAGS,
      params: ZItemParams,
      body: ZUpdateQuoteItemRequest,
      response: { 200: ZQuoteDecisionResponse },
    },
    handler: async (request) => {
      if (request.body.action === 'accept' && !request.body.recipients) {
        throw validationError('recipients', 'are required to accept: give each recipient name, country and address');
      }
      return {
        data: await decideOption(
          request.db,
          tenantOf(request),
          {
            quoteId: parseIdOrReference(request.params.id, 'quote', 'quote'),
            itemId: parseUuid(request.params.itemId, 'item'),
            alternativeId: request.body.alternative_id ?? null,
            action: request.body.action,
            recipients: request.body.recipients,
          },
          deciderOf(request),
        ),
      };
    },
  });

  app.post('/quotes/:id/items/:itemId/action', {
    config: { scopes: ['quotes:write'], changesQuote: 'id' },
    schema: {
      operationId: 'quotes.itemAction',
      summary: 'Accept or reject an item or alternative by its id',
      description:
        '`:itemId` may be an item id or an alternative id. Accepting an option rejects the other pending options of its item. ' +
        "`recipients` are optional; when given they replace the item's recipients.",
      tags: TAGS,
      params: ZItemParams,
      body: ZQuoteItemActionRequest,
      response: { 200: ZQuoteDecisionResponse },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      const quoteId = parseIdOrReference(request.params.id, 'quote', 'quote');
      const option = await resolveOption(
        request.db,
        tenant,
        quoteId,
        parseUuid(request.params.itemId, 'item or alternative'),
      );
      return {
        data: await decideOption(
          request.db,
          tenant,
          {
            quoteId,
            ...option,
            action: request.body.action,
            recipients: request.body.recipients,
          },
          deciderOf(request),
        ),
      };
    },
  });

  app.post('/quotes/:id/comments', {
    config: { scopes: ['quotes:write'], changesQuote: 'id' },
    schema: {
      operationId: 'quotes.addComment',
      summary: 'Write to Loadout about a quote',
      description:
        "Adds a message to the quote's `comments`, e.g. the answer to its `action_required` request; Loadout's staff are told " +
        'by e-mail. The request for input stays open until they clear it.',
      tags: TAGS,
      params: ZIdParams,
      body: ZAddCommentRequest,
      response: { 201: ZQuoteResponse },
    },
    handler: async (request, reply) => {
      const quote = await addQuoteComment(
        request.db,
        tenantOf(request),
        parseIdOrReference(request.params.id, 'quote', 'quote'),
        {
          message: request.body.message,
          author: commentAuthor(request, request.body.author),
          source: 'client',
        },
      );
      reply.code(201);
      return { data: quote };
    },
  });
};
