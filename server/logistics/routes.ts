import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAddCommentRequest, ZIdParams } from '@/lib/contract/common';
import {
  ZClientCancelActionRequest,
  ZCreateDeviceActionRequest,
  ZCreateExternalDeviceActionRequest,
  ZDeviceActionResponse,
  ZGetDeviceActionQuery,
  ZListDeviceActionsQuery,
  ZListDeviceActionsResponse,
} from '@/lib/contract/device-actions';
import { commentAuthor, tenantOf, usesAutopilot } from '../http/authenticate';
import * as fulfil from './fulfil';
import * as service from './service';

const TAGS = ['Device Actions'];

/** Endpoints 7–10: Store, Assign and Reassign of devices in and outside the inventory. */
/** `startAutopilot` runs when a sandbox key with autopilot creates an action; app.ts gives the sandbox's. */
export type DeviceActionRoutesOptions = { startAutopilot: service.ActionCreatedHook };

export const deviceActionRoutes: FastifyPluginAsyncZod<DeviceActionRoutesOptions> = async (app, { startAutopilot }) => {
  app.get('/device-actions', {
    config: { scopes: ['device_actions:read'] },
    schema: {
      operationId: 'deviceActions.list',
      summary: 'List device actions',
      description:
        'With `include_asset=true` each action embeds its holding asset (this replaces the removed GET /api/v1/assets/:id).',
      tags: TAGS,
      querystring: ZListDeviceActionsQuery,
      response: { 200: ZListDeviceActionsResponse },
    },
    handler: async (request) =>
      service.listActions(request.db, tenantOf(request), request.query, { includeAsset: request.query.include_asset }),
  });

  app.get('/device-actions/:id', {
    config: { scopes: ['device_actions:read'] },
    schema: {
      operationId: 'deviceActions.retrieve',
      summary: 'Get a device action by id or by its DA-… reference',
      tags: TAGS,
      params: ZIdParams,
      querystring: ZGetDeviceActionQuery,
      response: { 200: ZDeviceActionResponse },
    },
    handler: async (request) => ({
      data: await service.getActionOrThrow(request.db, tenantOf(request), request.params.id, {
        includeAsset: request.query.include_asset,
      }),
    }),
  });

  app.post('/device-actions', {
    config: { scopes: ['device_actions:write'], errors: [404] },
    schema: {
      operationId: 'deviceActions.create',
      summary: 'Create an action for a device of the inventory',
      description:
        'Model, type and country come from the holding asset. A serial number that is not in the inventory is a 404 (use ' +
        '/device-actions/external); a device with an action in progress is a 409 with `details.active_action_id`. ' +
        "A Store's `destination` (Loadout's hub unless given) is where the device is kept once the action completes; a " +
        "`location` must be one of the key mode's locations (a 400 on `destination.location_id` otherwise).",
      tags: TAGS,
      body: ZCreateDeviceActionRequest,
      response: { 201: ZDeviceActionResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const action = await service.createAction(
        request.db,
        tenant,
        request.body,
        usesAutopilot(request) ? startAutopilot : undefined,
      );
      reply.code(201);
      return { data: action };
    },
  });

  app.post('/device-actions/external', {
    config: { scopes: ['device_actions:write'] },
    schema: {
      operationId: 'deviceActions.createExternal',
      summary: 'Create an action for a device outside the inventory',
      description:
        'Needs `model`, `type` and `country`. A serial number that is in the inventory is a 409 (use /device-actions). ' +
        "A Store's `destination` works as on POST /device-actions: the device joins the inventory there once it completes.",
      tags: TAGS,
      body: ZCreateExternalDeviceActionRequest,
      response: { 201: ZDeviceActionResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const action = await service.createExternalAction(
        request.db,
        tenant,
        request.body,
        usesAutopilot(request) ? startAutopilot : undefined,
      );
      reply.code(201);
      return { data: action };
    },
  });

  app.post('/device-actions/:id/comments', {
    config: { scopes: ['device_actions:write'] },
    schema: {
      operationId: 'deviceActions.addComment',
      summary: 'Write to Loadout about a device action',
      description:
        "Adds a message to the action's `comments`, e.g. the answer to its `action_required` request; Loadout's staff are " +
        'told by e-mail. The request for input stays open until they clear it.',
      tags: TAGS,
      params: ZIdParams,
      body: ZAddCommentRequest,
      response: { 201: ZDeviceActionResponse },
    },
    handler: async (request, reply) => {
      const action = await fulfil.addComment(request.db, tenantOf(request), request.params.id, {
        message: request.body.message,
        author: commentAuthor(request, request.body.author),
        source: 'client',
      });
      reply.code(201);
      return { data: action };
    },
  });

  app.post('/device-actions/:id/cancel', {
    config: { scopes: ['device_actions:write'] },
    schema: {
      operationId: 'deviceActions.cancel',
      summary: 'Cancel a device action that has not shipped',
      description:
        "Only an action `In Progress` without tracking: once it has shipped, the answer is 409 and only Loadout's staff can " +
        'stop it (ask in a comment). Event `logistics.cancelled`.',
      tags: TAGS,
      params: ZIdParams,
      body: ZClientCancelActionRequest,
      response: { 200: ZDeviceActionResponse },
    },
    handler: async (request) => ({
      data: await fulfil.cancelActionByClient(request.db, tenantOf(request), request.params.id, request.body ?? {}),
    }),
  });
};
