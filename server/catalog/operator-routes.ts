import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCatalogImportSummary,
  ZCreateKitRequest,
  ZCreateProductRequest,
  ZGetKitResponse,
  ZListProductsQuery,
  ZOperatorProduct,
  ZOperatorProductResponse,
  ZUpdateKitRequest,
  ZUpdateProductRequest,
  ZKit,
} from '@/lib/contract/catalog';
import { dataResponse, listResponse, ZIdParams } from '@/lib/contract/common';
import { getCompanyOrThrow } from '../access/service';
import { parseUuid } from '../http/ids';
import { IMPORT_BODY_LIMIT_BYTES } from '../http/csv-bodies';
import { ZImportBody } from '../imports/body';
import { parseImportRecords } from '../imports/records';
import { importCatalog } from './import-catalog';
import * as kits from './kits';
import * as repo from './repo';
import * as service from './service';
import { companyScope } from '../core/scope';

/** Operator API: the catalog (products, configurations, bulk import) and companies' kits. */
export const operatorCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products', {
    schema: {
      operationId: 'products.list',
      summary: 'List products, inactive ones included',
      tags: ['Catalog'],
      querystring: ZListProductsQuery,
      response: { 200: listResponse(ZOperatorProduct) },
    },
    handler: async (request) => {
      const page = await service.listProducts(request.db, request.query, { includeInactive: true });
      const { has_more, next_cursor } = page.meta;
      return {
        data: page.data.map(({ row, configurations }) => service.toOperatorProduct(row, configurations)),
        meta: { has_more, next_cursor },
      };
    },
  });

  app.get('/products/:id', {
    schema: {
      operationId: 'products.retrieve',
      summary: 'Get a product with every configuration',
      tags: ['Catalog'],
      params: ZIdParams,
      response: { 200: ZOperatorProductResponse },
    },
    handler: async (request) => {
      const { row, configurations } = await service.getProductOrThrow(
        request.db,
        parseUuid(request.params.id, 'product'),
        { includeInactive: true },
      );
      return { data: service.toOperatorProduct(row, configurations) };
    },
  });

  app.post('/products', {
    schema: {
      operationId: 'products.create',
      summary: 'Create a product with its configurations',
      tags: ['Catalog'],
      body: ZCreateProductRequest,
      response: { 201: ZOperatorProductResponse },
    },
    handler: async (request, reply) => {
      const { row, configurations } = await service.createProduct(request.db, request.body);
      reply.code(201);
      return { data: service.toOperatorProduct(row, configurations) };
    },
  });

  app.patch('/products/:id', {
    schema: {
      operationId: 'products.update',
      summary: 'Update a product; add, change or deactivate configurations',
      tags: ['Catalog'],
      params: ZIdParams,
      body: ZUpdateProductRequest,
      response: { 200: ZOperatorProductResponse },
    },
    handler: async (request) => {
      const { row, configurations } = await service.updateProduct(
        request.db,
        parseUuid(request.params.id, 'product'),
        request.body,
      );
      return { data: service.toOperatorProduct(row, configurations) };
    },
  });

  app.post('/products/import', {
    bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    schema: {
      operationId: 'products.import',
      summary: 'Import the catalog from CSV or a JSON array (one record per configuration)',
      tags: ['Catalog'],
      body: ZImportBody,
      response: { 200: dataResponse(ZCatalogImportSummary) },
    },
    handler: async (request) => ({ data: await importCatalog(request.db, parseImportRecords(request.body)) }),
  });

  app.get('/companies/:id/kits', {
    schema: {
      operationId: 'kits.list',
      summary: "List a company's kits",
      tags: ['Kits'],
      params: ZIdParams,
      querystring: z.object({ mode: z.enum(['live', 'test']).default('live') }),
      response: { 200: listResponse(ZKit) },
    },
    handler: async (request) => {
      const companyId = parseUuid(request.params.id, 'company');
      await getCompanyOrThrow(request.db, companyId);
      const rows = await repo.listCompanyKits(request.db, companyScope(companyId, request.query.mode === 'live'));
      return { data: rows.map(kits.toKit), meta: { has_more: false, next_cursor: null } };
    },
  });

  app.post('/companies/:id/kits', {
    schema: {
      operationId: 'kits.create',
      summary: 'Create a kit for a company',
      tags: ['Kits'],
      params: ZIdParams,
      body: ZCreateKitRequest,
      response: { 201: ZGetKitResponse },
    },
    handler: async (request, reply) => {
      const companyId = parseUuid(request.params.id, 'company');
      await getCompanyOrThrow(request.db, companyId);
      const kit = await kits.createKit(request.db, companyId, request.body);
      reply.code(201);
      return { data: kits.toKit(kit) };
    },
  });

  app.patch('/kits/:id', {
    schema: {
      operationId: 'kits.update',
      summary: 'Update a kit',
      tags: ['Kits'],
      params: ZIdParams,
      body: ZUpdateKitRequest,
      response: { 200: ZGetKitResponse },
    },
    handler: async (request) => ({
      data: kits.toKit(await kits.updateKitOrThrow(request.db, parseUuid(request.params.id, 'kit'), request.body)),
    }),
  });

  app.delete('/kits/:id', {
    schema: {
      operationId: 'kits.delete',
      summary: 'Delete a kit',
      tags: ['Kits'],
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await kits.deleteKitOrThrow(request.db, parseUuid(request.params.id, 'kit'));
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
