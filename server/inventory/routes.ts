import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateDeviceRequest,
  ZCreateDeviceResponse,
  ZListAssetsQuery,
  ZListAssetsResponse,
} from '@/lib/contract/assets';
import { ApiError } from '../core/errors';
import { tenantOf } from '../http/authenticate';
import * as service from './service';

/** Endpoints 6 and 11: search the inventory, add a device to it. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/assets', {
    config: { scopes: ['assets:read'] },
    schema: {
      operationId: 'assets.list',
      summary: 'Search the inventory',
      description:
        'Lists the devices in the company inventory. A non-empty result for `search=<serial number>` means the device ' +
        'is in the inventory (use POST /device-actions); an empty one means it is external (use POST /device-actions/external).',
      tags: ['Assets'],
      querystring: ZListAssetsQuery,
      response: { 200: ZListAssetsResponse },
    },
    handler: async (request) => {
      const page = await service.listAssets(request.db, tenantOf(request), request.query);
      return { data: page.data.map(service.toAsset), meta: page.meta };
    },
  });

  app.get('/assets/:id', {
    config: { scopes: ['assets:read'] },
    schema: { hide: true },
    handler: async () => {
      throw new ApiError(
        'NOT_FOUND',
        'GET /api/v1/assets/:id was removed. Read the asset through GET /api/v1/device-actions?include_asset=true, or search with GET /api/v1/assets?serial_number=….',
      );
    },
  });

  app.post('/devices', {
    config: { scopes: ['assets:write'] },
    schema: {
      operationId: 'devices.create',
      summary: 'Add a device to the inventory',
      description:
        'Adds a device the company already has. With `employee` it is in use, without it is in storage. A serial number already in the inventory is a 409.',
      tags: ['Devices'],
      body: ZCreateDeviceRequest,
      response: { 201: ZCreateDeviceResponse },
    },
    handler: async (request, reply) => {
      const asset = await service.addDevice(request.db, tenantOf(request), request.body);
      reply.code(201);
      return { data: service.toAsset(asset) };
    },
  });
};
