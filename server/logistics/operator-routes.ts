import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZActionCommentRequest,
  ZActionTrackingRequest,
  ZCancelActionRequest,
  ZCompleteActionRequest,
  ZDeviceActionResponse,
  ZListDeviceActionsResponse,
  ZOperatorActionsQuery,
} from '@/lib/contract/device-actions';
import { ZActionRequiredRequest } from '@/lib/contract/quotes';
import * as fulfil from './fulfil';
import * as service from './service';

const TAGS = ['Device Actions'];
const OPERATIONS_AUTHOR = 'Loadout operations';

/** Operator API: the device-action queue and the steps staff take on each action. */
export const operatorDeviceActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/device-actions', {
    schema: { summary: 'Device actions across companies, oldest first', tags: TAGS, querystring: ZOperatorActionsQuery, response: { 200: ZListDeviceActionsResponse } },
    handler: async (request) => service.listActions(request.db, null, request.query, { includeAsset: false }),
  });

  app.get('/device-actions/:id', {
    schema: { summary: 'Get any device action', tags: TAGS, params: ZIdParams, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await service.getActionOrThrow(request.db, null, request.params.id, { includeAsset: true }) }),
  });

  app.post('/device-actions/:id/tracking', {
    schema: { summary: 'Add tracking', tags: TAGS, params: ZIdParams, body: ZActionTrackingRequest, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await fulfil.addTracking(request.db, null, request.params.id, request.body) }),
  });

  app.post('/device-actions/:id/comments', {
    schema: { summary: 'Add a comment', tags: TAGS, params: ZIdParams, body: ZActionCommentRequest, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await fulfil.addComment(request.db, null, request.params.id, request.body, OPERATIONS_AUTHOR) }),
  });

  app.post('/device-actions/:id/action-required', {
    schema: { summary: 'Ask the client for input', tags: TAGS, params: ZIdParams, body: ZActionRequiredRequest, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await fulfil.setActionRequired(request.db, null, request.params.id, request.body.message) }),
  });

  app.delete('/device-actions/:id/action-required', {
    schema: { summary: 'Clear the request for input', tags: TAGS, params: ZIdParams, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await fulfil.setActionRequired(request.db, null, request.params.id, null) }),
  });

  app.post('/device-actions/:id/complete', {
    schema: { summary: 'Complete the action (updates the inventory)', tags: TAGS, params: ZIdParams, body: ZCompleteActionRequest, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await fulfil.completeAction(request.db, null, request.params.id, request.body) }),
  });

  app.post('/device-actions/:id/cancel', {
    schema: { summary: 'Cancel the action', tags: TAGS, params: ZIdParams, body: ZCancelActionRequest, response: { 200: ZDeviceActionResponse } },
    handler: async (request) => ({ data: await fulfil.cancelAction(request.db, null, request.params.id, request.body) }),
  });
};
