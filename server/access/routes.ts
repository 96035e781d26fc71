import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateApiKeyRequest,
  ZCreateApiKeyResponse,
  ZCreateCompanyRequest,
  ZCreateCompanyResponse,
  ZListApiKeysResponse,
  ZListCompaniesResponse,
  ZUpdateCompanyRequest,
  ZUpdateCompanyResponse,
} from '@/lib/contract/access';
import { ZPaginationQuery, ZSort } from '@/lib/contract/common';
import { parseUuid } from '../http/ids';
import type { KeyLookup } from './key-lookup';
import * as service from './service';

const ZCompanyParams = z.object({ id: z.string() });

export type AccessRoutesOptions = { keys: KeyLookup; defaultRateLimit: number };

/** Operator API: companies and their API keys. */
export const operatorAccessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (
  app,
  { keys, defaultRateLimit },
) => {
  app.get('/companies', {
    schema: {
      operationId: 'companies.list',
      summary: 'List companies',
      tags: ['Companies'],
      querystring: ZPaginationQuery.extend({ sort: ZSort }),
      response: { 200: ZListCompaniesResponse },
    },
    handler: async (request) => {
      const page = await service.listCompanies(request.db, request.query);
      return { data: page.data.map(service.toCompany), meta: page.meta };
    },
  });

  app.post('/companies', {
    schema: {
      operationId: 'companies.create',
      summary: 'Create a company',
      tags: ['Companies'],
      body: ZCreateCompanyRequest,
      response: { 201: ZCreateCompanyResponse },
    },
    handler: async (request, reply) => {
      const company = await service.createCompany(request.db, request.body);
      reply.code(201);
      return { data: service.toCompany(company) };
    },
  });

  app.get('/companies/:id', {
    schema: {
      operationId: 'companies.retrieve',
      summary: 'Get a company',
      tags: ['Companies'],
      params: ZCompanyParams,
      response: { 200: ZUpdateCompanyResponse },
    },
    handler: async (request) => ({
      data: service.toCompany(await service.getCompanyOrThrow(request.db, parseUuid(request.params.id, 'company'))),
    }),
  });

  app.patch('/companies/:id', {
    schema: {
      operationId: 'companies.update',
      summary: 'Update a company (name, API access, audit retention)',
      tags: ['Companies'],
      params: ZCompanyParams,
      body: ZUpdateCompanyRequest,
      response: { 200: ZUpdateCompanyResponse },
    },
    handler: async (request) => {
      const id = parseUuid(request.params.id, 'company');
      const company = await service.updateCompanyOrThrow(request.db, id, request.body);
      keys.forget();
      return { data: service.toCompany(company) };
    },
  });

  app.post('/companies/:id/api-keys', {
    schema: {
      operationId: 'apiKeys.create',
      summary: 'Create an API key (the key is shown once)',
      tags: ['API keys'],
      params: ZCompanyParams,
      body: ZCreateApiKeyRequest,
      response: { 201: ZCreateApiKeyResponse },
    },
    handler: async (request, reply) => {
      const companyId = parseUuid(request.params.id, 'company');
      const { row, key } = await service.createApiKey(request.db, companyId, request.body);
      reply.code(201);
      return { data: { ...service.toApiKey(row, defaultRateLimit), key } };
    },
  });

  app.get('/companies/:id/api-keys', {
    schema: {
      operationId: 'apiKeys.list',
      summary: "List a company's API keys (no secrets)",
      tags: ['API keys'],
      params: ZCompanyParams,
      response: { 200: ZListApiKeysResponse },
    },
    handler: async (request) => {
      const companyId = parseUuid(request.params.id, 'company');
      const rows = await service.listApiKeys(request.db, companyId);
      return {
        data: rows.map((row) => service.toApiKey(row, defaultRateLimit)),
        meta: { has_more: false, next_cursor: null },
      };
    },
  });

  app.delete('/api-keys/:id', {
    schema: {
      operationId: 'apiKeys.revoke',
      summary: 'Revoke an API key (effective within 5 seconds everywhere)',
      tags: ['API keys'],
      params: ZCompanyParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await service.revokeApiKeyOrThrow(request.db, parseUuid(request.params.id, 'API key'));
      keys.forget();
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
