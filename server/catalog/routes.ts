import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGetKitResponse,
  ZGetProductResponse,
  ZListKitsQuery,
  ZListKitsResponse,
  ZListProductsQuery,
  ZListProductsResponse,
} from '@/lib/contract/catalog';
import { ZIdParams } from '@/lib/contract/common';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import * as kits from './kits';
import * as service from './service';

/** Endpoints 12–15: the global catalog and the company's kits. Any valid key may read them. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', {
    schema: {
      operationId: 'products.list',
      summary: 'List catalog products',
      description:
        'Active products with their active configurations, sorted by name. Filters are case-insensitive and take ' +
        'comma-separated values (OR). Specification filters (`cpu`, `ram`, `storage`, `screen_size`) keep products ' +
        'with one active configuration matching all of them. `meta.available_filters` lists every value each filter can take.',
      tags: ['Products & Kits'],
      querystring: ZListProductsQuery,
      response: { 200: ZListProductsResponse },
    },
    handler: async (request) => {
      const page = await service.listProducts(request.db, request.query);
      return {
        data: page.data.map(({ row, configurations }) => service.toProduct(row, configurations)),
        meta: page.meta,
      };
    },
  });

  app.get('/products/:id', {
    schema: {
      operationId: 'products.retrieve',
      summary: 'Get a product with all its active configurations',
      tags: ['Products & Kits'],
      params: ZIdParams,
      response: { 200: ZGetProductResponse },
    },
    handler: async (request) => {
      const { row, configurations } = await service.getProductOrThrow(
        request.db,
        parseUuid(request.params.id, 'product'),
      );
      return { data: service.toProduct(row, configurations) };
    },
  });

  app.get('/kits', {
    schema: {
      operationId: 'kits.list',
      summary: "List the company's kits",
      tags: ['Products & Kits'],
      querystring: ZListKitsQuery,
      response: { 200: ZListKitsResponse },
    },
    handler: async (request) => {
      const page = await kits.listKits(request.db, tenantOf(request), request.query);
      return { data: page.data.map(kits.toKit), meta: page.meta };
    },
  });

  app.get('/kits/:id', {
    schema: {
      operationId: 'kits.retrieve',
      summary: 'Get a kit with the specification of every device',
      tags: ['Products & Kits'],
      params: ZIdParams,
      response: { 200: ZGetKitResponse },
    },
    handler: async (request) => {
      const kit = await kits.getKitOrThrow(request.db, tenantOf(request), parseUuid(request.params.id, 'kit'));
      return { data: kits.toKit(kit) };
    },
  });
};
