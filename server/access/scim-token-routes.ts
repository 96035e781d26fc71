import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import {
  ZCreateOwnScimTokenRequest,
  ZCreateScimTokenRequest,
  ZCreateScimTokenResponse,
  ZListScimTokensResponse,
} from '@/lib/contract/scim-tokens';
import { tenantOf } from '../http/authenticate';
import { parseUuid } from '../http/ids';
import * as scimTokens from './scim-tokens';

const scimBaseUrl = (publicBaseUrl: string | undefined, request: { protocol: string; host: string }) =>
  `${(publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '')}/scim/v2`;

/** Public API: a company's own SCIM tokens, in the calling key's mode (a test key issues sandbox tokens). */
export const scimTokenRoutes: FastifyPluginAsyncZod<{ publicBaseUrl?: string }> = async (app, { publicBaseUrl }) => {
  app.post('/scim-tokens', {
    config: { scopes: ['scim:manage'] },
    schema: {
      operationId: 'scimTokens.create',
      summary: 'Create a SCIM token (the token is shown once)',
      description:
        "For your identity provider (Okta, Microsoft Entra ID): give it `base_url` and `token`, and it keeps your employee directory in step through SCIM 2.0. A test key's token provisions the sandbox directory.",
      tags: ['SCIM tokens'],
      body: ZCreateOwnScimTokenRequest,
      response: { 201: ZCreateScimTokenResponse },
    },
    handler: async (request, reply) => {
      const tenant = tenantOf(request);
      const { row, token } = await scimTokens.createScimToken(request.db, tenant.companyId, {
        name: request.body.name,
        mode: tenant.livemode ? 'live' : 'test',
      });
      reply.code(201);
      return { data: { ...scimTokens.toScimToken(row), token, base_url: scimBaseUrl(publicBaseUrl, request) } };
    },
  });

  app.get('/scim-tokens', {
    config: { scopes: ['scim:manage'] },
    schema: {
      operationId: 'scimTokens.list',
      summary: 'List your SCIM tokens (no secrets)',
      description: "The tokens of the calling key's mode, newest first, revoked ones included.",
      tags: ['SCIM tokens'],
      response: { 200: ZListScimTokensResponse },
    },
    handler: async (request) => {
      const tenant = tenantOf(request);
      const rows = await scimTokens.listScimTokens(request.db, tenant.companyId, tenant);
      return { data: rows.map(scimTokens.toScimToken), meta: { has_more: false, next_cursor: null } };
    },
  });

  app.delete('/scim-tokens/:id', {
    config: { scopes: ['scim:manage'] },
    schema: {
      operationId: 'scimTokens.revoke',
      summary: 'Revoke a SCIM token (effective at once)',
      tags: ['SCIM tokens'],
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await scimTokens.revokeScimTokenOrThrow(
        request.db,
        parseUuid(request.params.id, 'SCIM token'),
        tenantOf(request),
      );
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};

/** Operator API: the SCIM tokens of a company's identity provider (the token is shown once). */
export const operatorScimTokenRoutes: FastifyPluginAsyncZod<{ publicBaseUrl?: string }> = async (
  app,
  { publicBaseUrl },
) => {
  app.post('/companies/:id/scim-tokens', {
    schema: {
      operationId: 'scimTokens.create',
      summary: 'Create a SCIM token (the token is shown once)',
      description:
        "For the company's identity provider (Okta, Microsoft Entra ID): give it `base_url` and `token`, and it keeps the employee directory in step through SCIM 2.0.",
      tags: ['SCIM tokens'],
      params: ZIdParams,
      body: ZCreateScimTokenRequest,
      response: { 201: ZCreateScimTokenResponse },
    },
    handler: async (request, reply) => {
      const companyId = parseUuid(request.params.id, 'company');
      const { row, token } = await scimTokens.createScimToken(request.db, companyId, request.body);
      reply.code(201);
      return { data: { ...scimTokens.toScimToken(row), token, base_url: scimBaseUrl(publicBaseUrl, request) } };
    },
  });

  app.get('/companies/:id/scim-tokens', {
    schema: {
      operationId: 'scimTokens.list',
      summary: "List a company's SCIM tokens (no secrets)",
      tags: ['SCIM tokens'],
      params: ZIdParams,
      response: { 200: ZListScimTokensResponse },
    },
    handler: async (request) => {
      const rows = await scimTokens.listScimTokens(request.db, parseUuid(request.params.id, 'company'));
      return { data: rows.map(scimTokens.toScimToken), meta: { has_more: false, next_cursor: null } };
    },
  });

  app.delete('/scim-tokens/:id', {
    schema: {
      operationId: 'scimTokens.revoke',
      summary: 'Revoke a SCIM token (effective at once)',
      tags: ['SCIM tokens'],
      params: ZIdParams,
      response: { 204: z.undefined() },
    },
    handler: async (request, reply) => {
      await scimTokens.revokeScimTokenOrThrow(request.db, parseUuid(request.params.id, 'SCIM token'));
      // Answered once the transaction around the handler (the audit log's) has committed.
      reply.code(204);
      return undefined;
    },
  });
};
