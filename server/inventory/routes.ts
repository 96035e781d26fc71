import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateDeviceRequest,
  ZCreateDeviceResponse,
  ZDeviceImportResponse,
  MAX_DEVICE_IMPORT_ROWS,
  ZListAssetsQuery,
  ZListAssetsResponse,
} from '@/lib/contract/assets';
import { ApiError } from '../core/errors';
import { tenantOf } from '../http/authenticate';
import { acceptCsvBodies, IMPORT_BODY_LIMIT_BYTES } from '../http/csv-bodies';
import { ZImportBody } from '../imports/body';
import { parseImportRecords } from '../imports/records';
import { importDevices } from './import-devices';
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

  // Its own context: only the import reads CSV bodies.
  await app.register(async (imports) => {
    acceptCsvBodies(imports);
    imports.post('/devices/import', {
      config: { scopes: ['assets:write'] },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        operationId: 'devices.import',
        summary: 'Import devices from a spreadsheet',
        description:
          'Adds the devices a company already has, from CSV with a header row (`Content-Type: text/csv`) or a JSON array of objects: the fields of POST /devices, flat (`employee_name`, `employee_email`), with `purchase_cost`, `currency`, `purchased_on` and `warranty_ends_on` for their refresh day and book value. ' +
          `Headers are matched in any case, spaces as underscores (\`Serial Number\` is \`serial_number\`). Each row is imported or refused on its own (\`errors\`, by row); a serial number already in the inventory is left as it is (\`existing\`), so a file sent again after fixing its rows adds only what is missing. At most ${MAX_DEVICE_IMPORT_ROWS} rows.`,
        tags: ['Devices'],
        body: ZImportBody,
        response: { 200: ZDeviceImportResponse },
      },
      handler: async (request) => ({
        data: await importDevices(request.db, tenantOf(request), parseImportRecords(request.body)),
      }),
    });
  });
};
