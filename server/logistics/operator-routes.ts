import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZActionCommentRequest,
  ZActionTrackingRequest,
  ZCancelActionRequest,
  ZReceiveReturnRequest,
  ZCompleteActionRequest,
  ZListOperatorDeviceActionsResponse,
  ZOperatorActionsQuery,
  ZOperatorDeviceActionResponse,
} from '@/lib/contract/device-actions';
import { ZActionRequiredRequest } from '@/lib/contract/quotes';
import { OPERATIONS_AUTHOR } from '../http/authenticate';
import * as fulfil from './fulfil';
import * as service from './service';
import { OPERATOR_SCOPE } from '../core/scope';

const TAGS = ['Device Actions'];

/**
 * Operator API: the device-action queue and the steps staff take on each action. Every answer is the action as the
 * operator sees it (company, holding asset), read after the change.
 */
export const operatorDeviceActionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/device-actions', {
    schema: {
      operationId: 'deviceActions.list',
      summary: 'Device actions across companies, oldest first',
      tags: TAGS,
      querystring: ZOperatorActionsQuery,
      response: { 200: ZListOperatorDeviceActionsResponse },
    },
    handler: async (request) => service.listOperatorActions(request.db, request.query),
  });

  app.get('/device-actions/:id', {
    schema: {
      operationId: 'deviceActions.retrieve',
      summary: 'Get any device action',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => ({ data: await service.getOperatorActionOrThrow(request.db, request.params.id) }),
  });

  app.post('/device-actions/:id/tracking', {
    schema: {
      operationId: 'deviceActions.addTracking',
      summary: 'Add tracking',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionTrackingRequest,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.addTracking(request.db, OPERATOR_SCOPE, request.params.id, request.body);
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });

  app.post('/device-actions/:id/comments', {
    schema: {
      operationId: 'deviceActions.addComment',
      summary: 'Add a comment',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionCommentRequest,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.addComment(request.db, OPERATOR_SCOPE, request.params.id, {
        ...request.body,
        author: OPERATIONS_AUTHOR,
        source: 'operator',
      });
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });

  app.post('/device-actions/:id/action-required', {
    schema: {
      operationId: 'deviceActions.requestInput',
      summary: 'Ask the client for input',
      tags: TAGS,
      params: ZIdParams,
      body: ZActionRequiredRequest,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.setActionRequired(
        request.db,
        OPERATOR_SCOPE,
        request.params.id,
        request.body.message,
      );
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });

  app.delete('/device-actions/:id/action-required', {
    schema: {
      operationId: 'deviceActions.clearInputRequest',
      summary: 'Clear the request for input',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.setActionRequired(request.db, OPERATOR_SCOPE, request.params.id, null);
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });

  app.post('/device-actions/:id/complete', {
    schema: {
      operationId: 'deviceActions.complete',
      summary: 'Complete the action (updates the inventory)',
      tags: TAGS,
      params: ZIdParams,
      body: ZCompleteActionRequest,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.completeAction(request.db, OPERATOR_SCOPE, request.params.id, request.body);
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });

  app.post('/device-actions/:id/receive', {
    config: { errors: [409] },
    schema: {
      operationId: 'deviceActions.receive',
      summary: 'Receive the device of a Store and grade it (completes the action)',
      description:
        "Completes a Store in progress as `complete` does, and records the device's condition on its asset: A like new, B light wear, C worn but working, D broken, with a note. The asset is then kept where the Store's destination says (a `clearance` one waits for its erasure and outcome). Events `logistics.completed` and `asset.received`. Assign and Reassign are a 409: complete them instead.",
      tags: TAGS,
      params: ZIdParams,
      body: ZReceiveReturnRequest,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.receiveReturn(request.db, OPERATOR_SCOPE, request.params.id, request.body);
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });

  app.post('/device-actions/:id/cancel', {
    schema: {
      operationId: 'deviceActions.cancel',
      summary: 'Cancel the action',
      tags: TAGS,
      params: ZIdParams,
      body: ZCancelActionRequest,
      response: { 200: ZOperatorDeviceActionResponse },
    },
    handler: async (request) => {
      const action = await fulfil.cancelAction(request.db, OPERATOR_SCOPE, request.params.id, request.body);
      return { data: await service.getOperatorActionOrThrow(request.db, action.id) };
    },
  });
};
