import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListOutboxQuery, ZListOutboxResponse } from '@/lib/contract/operations';
import { listOutbox } from './outbox';

/** Operator API: every e-mail, tracker task and fulfilment order the service produced, newest first. */
export const operatorOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', {
    schema: {
      summary: 'E-mails, tracker tasks and fulfilment orders, newest first',
      tags: ['Outbox'],
      querystring: ZListOutboxQuery,
      response: { 200: ZListOutboxResponse },
    },
    handler: async (request) => listOutbox(request.db, request.query),
  });
};
