import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZGetApiKeyResponse } from '@/lib/contract/access';
import type { ApiKeyPrincipal } from '../http/authenticate';
import * as service from './service';

/**
 * The one access endpoint of the public API: which key is calling, with its scopes and mode, so that a client (the
 * SDK, the MCP server) can tell what it may do before it tries.
 */
export const currentKeyRoutes: FastifyPluginAsyncZod<{ defaultRateLimit: number }> = async (
  app,
  { defaultRateLimit },
) => {
  app.get('/api-keys/current', {
    schema: {
      operationId: 'apiKeys.retrieveCurrent',
      summary: 'Get the API key this request is made with',
      description:
        'Its name, mode, scopes and rate limit, never the secret. Answers for revoked or expired keys only with 401, as every endpoint does.',
      tags: ['API keys'],
      response: { 200: ZGetApiKeyResponse },
    },
    handler: async (request) => {
      const principal = request.principal as ApiKeyPrincipal;
      return { data: service.toApiKey(await service.getApiKeyOrThrow(request.db, principal.id), defaultRateLimit) };
    },
  });
};
