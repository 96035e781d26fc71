import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInventorySettingsResponse, ZUpdateInventorySettingsRequest } from '@/lib/contract/inventory-settings';
import { tenantOf } from '../http/authenticate';
import { getInventorySettings, updateInventorySettings } from './settings';

const TAGS = ['Locations'];

/** The company's inventory settings of the key's mode: where a Store goes unless told otherwise. */
export const inventorySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/inventory-settings', {
    config: { scopes: ['assets:read'] },
    schema: {
      operationId: 'inventorySettings.retrieve',
      summary: "Get the company's inventory settings",
      description: "Of the key's mode: a test key reads the sandbox's, which name the sandbox's locations.",
      tags: TAGS,
      response: { 200: ZInventorySettingsResponse },
    },
    handler: async (request) => ({ data: await getInventorySettings(request.db, tenantOf(request)) }),
  });

  app.patch('/inventory-settings', {
    config: { scopes: ['assets:write'] },
    schema: {
      operationId: 'inventorySettings.update',
      summary: "Change the company's inventory settings",
      description:
        "Of the key's mode. A `location` default must name one of the mode's locations (a 400 on `default_destination.location_id` otherwise), and that location cannot be deleted while it is the default.",
      tags: TAGS,
      body: ZUpdateInventorySettingsRequest,
      response: { 200: ZInventorySettingsResponse },
    },
    handler: async (request) => ({
      data: await updateInventorySettings(request.db, tenantOf(request), request.body),
    }),
  });
};
