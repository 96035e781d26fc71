import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListWebhookHealthResponse, ZWebhookHealthQuery } from '@/lib/contract/operations';
import { listWebhookHealth } from './health';

/** Operator API: webhook endpoints across companies that fail or were disabled, with their recent failures. */
export const operatorWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/webhook-health', {
    schema: {
      operationId: 'webhookHealth.list',
      summary: 'Failing and disabled webhook endpoints across companies',
      tags: ['Webhooks'],
      querystring: ZWebhookHealthQuery,
      response: { 200: ZListWebhookHealthResponse },
    },
    handler: async (request) => listWebhookHealth(request.db, request.query),
  });
};
