import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@/lib/contract/common';
import { ZCreateScimTokenRequest, ZCreateScimTokenResponse, ZListScimTokensResponse } from '@/lib/contract/scim-tokens';
import { parseUuid } from '../http/ids';
import * as scimTokens from './scim-tokens';

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
      const origin = (publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
      reply.code(201);
      return { data: { ...scimTokens.toScimToken(row), token, base_url: `${origin}/scim/v2` } };
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
      return reply.code(204).send();
    },
  });
};
