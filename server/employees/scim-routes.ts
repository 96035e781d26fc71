import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { findScimClient, type ScimClient } from '../access/scim-tokens';
import { toErrorResponse } from '../http/errors';
import { rejectHostileInput } from '../http/input-guard';
import { scimSource } from '../audit/actor';
import { withAudit } from '../audit/record';
import type { RateLimiter } from '../http/rate-limit';
import { invalidSyntax, ScimError, type ScimType } from './scim/errors';
import * as users from './scim/provisioning';
import { resourceTypes, schemaDocuments, serviceProviderConfig } from './scim/schemas';

// SCIM 2.0 (RFC 7643, RFC 7644) at /scim/v2, for a company's identity provider: Okta or Microsoft Entra ID creates,
// updates, deactivates and deletes employees here, with a SCIM token (lo_scim_live_… provisions the live
// directory, lo_scim_test_… the sandbox one). Errors come in SCIM's shape, not the API's envelope.

export type ScimRoutesOptions = {
  limiter: RateLimiter;
  /** Requests per minute per token. */
  rateLimit: number;
  /** Requests per minute per address without a valid token. */
  unauthenticatedRateLimit: number;
  publicBaseUrl?: string;
};

const CONTENT_TYPE = 'application/scim+json; charset=utf-8';
const DOCUMENTATION = '/api/v1/docs/guides#scim-provisioning';

const clients = new WeakMap<FastifyRequest, ScimClient>();

function clientOf(request: FastifyRequest): ScimClient {
  return clients.get(request)!;
}

type UserParams = { Params: { id: string } };
type ListQuery = { Querystring: { filter?: string; startIndex?: string; count?: string } };

export const scimRoutes: FastifyPluginAsync<ScimRoutesOptions> = async (app, options) => {
  const baseOf = (request: FastifyRequest) =>
    `${(options.publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '')}/scim/v2`;
  const contextOf = (request: FastifyRequest): users.ScimContext => ({
    db: request.db,
    tenant: clientOf(request).tenant,
    base: baseOf(request),
  });

  // Clients send application/scim+json (Entra ID) or application/json (Okta); both are JSON.
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(invalidSyntax('The body is not valid JSON.'), undefined);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.type(CONTENT_TYPE);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const client = match ? await findScimClient(request.db, match[1]!) : null;
    if (!client) {
      await options.limiter.enforce(reply, `scim-ip:${request.ip}`, options.unauthenticatedRateLimit);
      reply.header('WWW-Authenticate', 'Bearer realm="Loadout SCIM"');
      throw new ScimError(
        401,
        match
          ? 'The SCIM token is not valid: it is unknown or was revoked. Ask Loadout for a new one.'
          : 'Send the SCIM token Loadout issued as `Authorization: Bearer lo_scim_live_…`.',
      );
    }
    clients.set(request, client);
    await options.limiter.enforce(reply, `scim:${client.tokenId}`, options.rateLimit);
    if (!client.apiAccessEnabled) {
      throw new ScimError(
        403,
        'API access is disabled for this company, SCIM included. An administrator can enable it again.',
      );
    }
  });
  app.addHook('preValidation', rejectHostileInput);
  // Every change a directory makes leaves an audit event by its SCIM token, in the change's transaction.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD')) {
      route.handler = withAudit(route.handler, (request) => {
        const client = clientOf(request);
        return { source: scimSource(request, client.tokenId), tenant: client.tenant };
      });
    }
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ScimError) return sendScimError(reply, error);
    const { status, body } = toErrorResponse(error, request);
    const scimType: ScimType | undefined = status === 400 ? 'invalidSyntax' : undefined;
    return sendScimError(reply, new ScimError(status, body.error.message, scimType));
  });
  app.setNotFoundHandler((request, reply) =>
    sendScimError(
      reply,
      new ScimError(
        404,
        `No SCIM endpoint at ${request.method} ${request.url}. Loadout serves /Users, /Schemas, /ResourceTypes and /ServiceProviderConfig.`,
      ),
    ),
  );

  app.get('/ServiceProviderConfig', async (request) => serviceProviderConfig(baseOf(request), DOCUMENTATION));
  app.get('/ResourceTypes', async (request) => listOf(resourceTypes(baseOf(request))));
  app.get<UserParams>('/ResourceTypes/:id', async (request) => {
    const found = resourceTypes(baseOf(request)).find((type) => type.id === request.params.id);
    if (!found) throw new ScimError(404, `No resource type ${request.params.id}; Loadout serves User.`);
    return found;
  });
  app.get('/Schemas', async (request) => listOf(schemaDocuments(baseOf(request))));
  app.get<UserParams>('/Schemas/:id', async (request) => {
    const found = schemaDocuments(baseOf(request)).find((schema) => schema.id === request.params.id);
    if (!found) throw new ScimError(404, `No schema ${request.params.id} is served here.`);
    return found;
  });

  app.get<ListQuery>('/Users', async (request) => users.listUsers(contextOf(request), request.query));

  app.get<UserParams>('/Users/:id', async (request, reply) => {
    const { user, etag } = await users.getUser(contextOf(request), request.params.id);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      return reply.code(304).header('ETag', etag).send();
    }
    reply.header('ETag', etag);
    return user;
  });

  app.post('/Users', async (request, reply) => {
    const { user, etag } = await users.createUser(contextOf(request), request.body);
    reply
      .code(201)
      .header('ETag', etag)
      .header('Location', (user.meta as { location: string }).location);
    return user;
  });

  app.put<UserParams>('/Users/:id', async (request, reply) => {
    const { user, etag } = await users.replaceUser(
      contextOf(request),
      request.params.id,
      request.body,
      request.headers['if-match'],
    );
    reply.header('ETag', etag);
    return user;
  });

  app.patch<UserParams>('/Users/:id', async (request, reply) => {
    const { user, etag } = await users.patchUser(
      contextOf(request),
      request.params.id,
      request.body,
      request.headers['if-match'],
    );
    reply.header('ETag', etag);
    return user;
  });

  app.delete<UserParams>('/Users/:id', async (request, reply) => {
    await users.deleteUser(contextOf(request), request.params.id, request.headers['if-match']);
    // Answered once the transaction around the handler (the audit log's) has committed.
    reply.code(204);
    return undefined;
  });
};

function listOf(resources: unknown[]) {
  return {
    schemas: ['urn:ietf:params:scim:api:messages:2.0:ListResponse'],
    totalResults: resources.length,
    startIndex: 1,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

function sendScimError(reply: FastifyReply, error: ScimError) {
  return reply.code(error.status).type(CONTENT_TYPE).send(error.toBody());
}
