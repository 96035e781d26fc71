import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListOutboxQuery, ZListOutboxResponse } from '@/lib/contract/operations';
import { listOutbox, type OutboxSettings } from './outbox';

/** Operator API: every e-mail, tracker task and fulfilment order the service produced, newest first. */
export const operatorOutboxRoutes: FastifyPluginAsyncZod<{ settings: OutboxSettings }> = async (app, { settings }) => {
  app.get('/outbox', {
    schema: {
      operationId: 'outbox.list',
      summary: 'E-mails, tracker tasks and fulfilment orders, newest first',
      description:
        'Each message says what it is about (the quote or device action, with its number) and where it went, goes or would go.',
      tags: ['Outbox'],
      querystring: ZListOutboxQuery,
      response: { 200: ZListOutboxResponse },
    },
    handler: async (request) => listOutbox(request.db, request.query, settings),
  });
};
