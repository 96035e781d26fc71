import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZCreateLocationRequest,
  ZListLocationsQuery,
  ZListLocationsResponse,
  ZLocationResponse,
  ZUpdateLocationRequest,
} from '@/lib/contract/locations';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import * as service from './service';

const READ = { scopes: ['assets:read'] as const };
const WRITE = { scopes: ['assets:write'] as const };
const TAGS = ['Locations'];
const WHAT = 'location';

/** The company's warehouses and offices, where returned devices can go and be kept. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/locations', {
    config: READ,
    schema: {
      operationId: 'locations.list',
      summary: "List the company's warehouses and offices",
      description: 'Newest first; `type` keeps one kind.',
      tags: TAGS,
      querystring: ZListLocationsQuery,
      response: { 200: ZListLocationsResponse },
    },
    handler: async (request) => service.listLocations(request.db, tenantOf(request), request.query),
  });

  app.post('/locations', {
    config: { ...WRITE, errors: [409] },
    schema: {
      operationId: 'locations.create',
      summary: 'Add a warehouse or an office',
      description:
        "Names are unique among the company's locations of the key's mode, in any letter case: a second one of the same name is a 409 `CONFLICT` naming the first (`details.location_id`).",
      tags: TAGS,
      body: ZCreateLocationRequest,
      response: { 201: ZLocationResponse },
    },
    handler: async (request, reply) => {
      const row = await service.createLocation(request.db, tenantOf(request), request.body);
      reply.code(201);
      return { data: service.toLocation(row) };
    },
  });

  app.get('/locations/:id', {
    config: READ,
    schema: {
      operationId: 'locations.retrieve',
      summary: 'Get a location',
      tags: TAGS,
      params: ZIdParams,
      response: { 200: ZLocationResponse },
    },
    handler: async (request) => {
      const row = await service.getLocationOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      return { data: service.toLocation(row) };
    },
  });

  app.patch('/locations/:id', {
    config: { ...WRITE, errors: [409] },
    schema: {
      operationId: 'locations.update',
      summary: 'Update a location',
      description:
        'Fields left out stay as they are; `contact_name` and `contact_email` take null to clear them. A name another location has is a 409 `CONFLICT`.',
      tags: TAGS,
      params: ZIdParams,
      body: ZUpdateLocationRequest,
      response: { 200: ZLocationResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, WHAT);
      const row = await service.updateLocationOrThrow(request.db, tenantOf(request), id, request.body);
      return { data: service.toLocation(row) };
    },
  });

  app.delete('/locations/:id', {
    config: { ...WRITE, errors: [409] },
    schema: {
      operationId: 'locations.delete',
      summary: 'Delete a location',
      description:
        "Only a location nothing names: while devices are kept there, a Store in progress or a planned offboarding retrieval goes there, or it is the company's default destination, the answer is a 409 `CONFLICT` whose message says what to do and whose `details` list them (`asset_ids`, `device_action_ids`, `offboarding_case_ids`: a first five each; `default_destination`).",
      tags: TAGS,
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await service.deleteLocationOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, WHAT));
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
