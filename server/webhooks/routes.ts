import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZCreateWebhookRequest,
  ZCreateWebhookResponse,
  ZGetWebhookResponse,
  ZListWebhooksResponse,
  ZRetryDeliveryParams,
  ZRetryDeliveryResponse,
  ZUpdateWebhookRequest,
  ZUpdateWebhookResponse,
  ZWebhookTestResponse,
} from '@/lib/contract/webhooks';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import type { WebhookRuntime } from './runtime';
import * as service from './service';

const SCOPES = { scopes: ['webhooks:manage'] as const };
const TAGS = ['Webhooks'];

/** Endpoints 16–21 and manual redelivery. */
export const webhookRoutes: FastifyPluginAsyncZod<{ runtime: WebhookRuntime }> = async (app, { runtime }) => {
  app.get('/webhooks', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.list',
      summary: "List the company's webhook endpoints",
      tags: TAGS,
      response: { 200: ZListWebhooksResponse },
    },
    handler: async (request) => {
      const rows = await service.listEndpoints(request.db, tenantOf(request));
      return { data: rows.map(service.toEndpoint), meta: { has_more: false, next_cursor: null, total: rows.length } };
    },
  });

  app.post('/webhooks', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.create',
      summary: 'Register a webhook endpoint',
      description:
        'The signing secret is in this response only. The URL must be https:// and publicly reachable. At most 10 ' +
        'endpoints per company (and per mode); the 11th is a 409 with `details.limit`. Subscribe to event names or the ' +
        'wildcards `quote.*`, `logistics.*` and `*`.',
      tags: TAGS,
      body: ZCreateWebhookRequest,
      response: { 201: ZCreateWebhookResponse },
    },
    handler: async (request, reply) => {
      const { row, secret } = await service.createEndpoint(request.db, runtime, tenantOf(request), request.body);
      reply.code(201);
      return { data: { ...service.toEndpoint(row), secret } };
    },
  });

  app.get('/webhooks/:id', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.retrieve',
      summary: 'Get a webhook endpoint with its last 20 deliveries',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZGetWebhookResponse },
    },
    handler: async (request) => {
      const row = await service.getEndpointOrThrow(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'webhook endpoint'),
      );
      return {
        data: { ...service.toEndpoint(row), recent_deliveries: await service.listRecentDeliveries(request.db, row.id) },
      };
    },
  });

  app.patch('/webhooks/:id', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.update',
      summary: 'Update a webhook endpoint',
      description:
        'Change the URL, events, description or `is_active`. `rotate_secret: true` returns a new secret once; for 24 hours both secrets sign.',
      tags: TAGS,
      params: ZIdParams,
      body: ZUpdateWebhookRequest,
      response: { 200: ZUpdateWebhookResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, 'webhook endpoint');
      const { row, secret } = await service.updateEndpoint(request.db, {
        runtime,
        tenant: tenantOf(request),
        id,
        input: request.body,
      });
      return { data: { ...service.toEndpoint(row), ...(secret ? { secret } : {}) } };
    },
  });

  app.delete('/webhooks/:id', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.delete',
      summary: 'Delete a webhook endpoint and its delivery history',
      tags: TAGS,
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await service.deleteEndpointOrThrow(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'webhook endpoint'),
      );
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });

  app.post('/webhooks/:id/test', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.sendTest',
      summary: 'Send a test event now',
      description: 'Sends a `webhook.test` event at once (no retries) and reports the response status and latency.',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZWebhookTestResponse },
    },
    handler: async (request) => ({
      data: await service.testEndpoint(
        request.db,
        runtime,
        tenantOf(request),
        parseUuid(request.params.id, 'webhook endpoint'),
      ),
    }),
  });

  app.post('/webhooks/:id/deliveries/:deliveryId/retry', {
    config: SCOPES,
    schema: {
      operationId: 'webhooks.retryDelivery',
      summary: 'Deliver an event to the endpoint again',
      tags: TAGS,
      params: ZRetryDeliveryParams,
      response: { 202: ZRetryDeliveryResponse },
    },
    handler: async (request, reply) => {
      const delivery = await service.retryDelivery(
        request.db,
        tenantOf(request),
        parseUuid(request.params.id, 'webhook endpoint'),
        parseUuid(request.params.deliveryId, 'delivery'),
      );
      reply.code(202);
      return { data: delivery };
    },
  });
};
