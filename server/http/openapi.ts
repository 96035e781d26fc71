import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_VERSION = '1.0.0';

// Response headers are written as @fastify/swagger expects them, a JSON Schema each (with its description); it wraps
// each in the OpenAPI header object `{description, schema}` itself.
const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed in the current one-minute window.', type: 'integer' },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', type: 'integer' },
  'X-RateLimit-Reset': { description: 'Unix time in milliseconds when the window resets.', type: 'integer' },
  'X-Request-Id': { description: 'Identifies the request; quote it to support.', type: 'string' },
};

const errorResponse = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { ...RATE_LIMIT_HEADERS, ...extraHeaders },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const COMMON_ERRORS = {
  400: errorResponse('VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem.'),
  401: errorResponse(
    'UNAUTHORIZED: the Authorization header is missing, or the key is invalid, revoked or expired. Any string that is not a real key gets the one message `Invalid API key`; only a real key that was revoked or expired is named as such.',
  ),
  403: errorResponse('FORBIDDEN: the key lacks a scope this endpoint needs, or API access is disabled for the company.'),
  404: errorResponse('NOT_FOUND: no such object for this company and mode.'),
  429: errorResponse('RATE_LIMITED: the per-minute budget of the key is spent (for requests with a bad key: the budget of the client address).', {
    'Retry-After': { description: 'Seconds to wait before retrying.', type: 'integer' },
  }),
  500: errorResponse('INTERNAL_ERROR: an unexpected failure on our side.'),
  // Refused before the key is checked, so without the rate-limit headers.
  503: {
    ...errorResponse('SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done.'),
    headers: {
      'Retry-After': { description: 'Seconds to wait before retrying.', type: 'integer' },
      'X-Request-Id': RATE_LIMIT_HEADERS['X-Request-Id'],
    },
  },
};

/** Adds what the route declares as data (scopes, auth) and the shared error responses to each operation. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  // The public document covers /api/v1 only; the operator API is for staff.
  if (!url.startsWith('/api/v1/')) return { schema: { ...schema, hide: true }, url };
  if (input.route.config?.public) return { schema, url };
  const scopes = [...(input.route.config?.scopes ?? [])];
  const responses = { ...(schema.response as Record<string, unknown>) };
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith('2')) {
      const described = response as { description?: string };
      responses[status] = { ...described, headers: RATE_LIMIT_HEADERS };
    }
  }
  const isPost = input.route.method === 'POST';
  return {
    url,
    schema: {
      ...schema,
      ...(isPost
        ? {
            headers: {
              type: 'object',
              properties: {
                'Idempotency-Key': {
                  type: 'string',
                  maxLength: 255,
                  description: 'Makes the POST safe to retry: the first successful response is replayed for 24 hours.',
                },
              },
            },
          }
        : {}),
      security: [{ apiKey: [] }],
      'x-scopes': scopes,
      description: [schema.description, scopes.length ? `Requires scope: ${scopes.map((s) => `\`${s}\``).join(', ')}.` : 'Any valid API key.']
        .filter(Boolean)
        .join('\n\n'),
      response: { ...COMMON_ERRORS, ...responses },
    },
  };
};

const OPERATOR_ERRORS = {
  400: COMMON_ERRORS[400],
  401: errorResponse('UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string).'),
  404: errorResponse('NOT_FOUND: no such object.'),
  409: errorResponse('CONFLICT: the object is not in a state that allows this operation.'),
  429: errorResponse(
    'RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked.',
    { 'Retry-After': { description: 'Seconds to wait before retrying.', type: 'integer' } },
  ),
  500: COMMON_ERRORS[500],
  503: COMMON_ERRORS[503],
};

/** The operator document covers /operator/v1 only: the staff side, served to operator tokens. */
const operatorTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!url.startsWith('/operator/v1/') || input.route.config?.public) return { schema: { ...schema, hide: true }, url };
  return { url, schema: { ...schema, security: [{ operatorToken: [] }], response: { ...OPERATOR_ERRORS, ...(schema.response as object) } } };
};

/**
 * Collects the routes into two OpenAPI 3.1 documents: the public API (`app.swagger()`) and the operator API
 * (`app.operatorSwagger()`), which the dashboard's operator console is typed from.
 */
export async function registerOpenApi(app: FastifyInstance, options: { serverUrl?: string }) {
  await app.register(fastifySwagger, {
    decorator: 'operatorSwagger',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Loadout operator API',
        version: API_VERSION,
        description: "The staff side of Loadout: pricing, fulfilment, companies, keys and the catalog. Operator tokens only.",
      },
      servers: [{ url: options.serverUrl ?? '/', description: 'This deployment' }],
      components: { securitySchemes: { operatorToken: { type: 'http', scheme: 'bearer', description: 'An operator token (`lo_op_…`).' } } },
      security: [{ operatorToken: [] }],
    },
    hideUntagged: true,
    transform: operatorTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Loadout procurement API',
        version: API_VERSION,
        description:
          'Hardware procurement (quotes) and device logistics (store, assign, reassign) for company IT teams. ' +
          'Human reference with guides: /api/v1/docs.',
      },
      servers: [{ url: options.serverUrl ?? '/', description: 'This deployment' }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A company API key: `lo_live_…` for live data, `lo_test_…` for the sandbox.',
          },
        },
      },
      security: [{ apiKey: [] }],
    },
    hideUntagged: true,
    transform,
    transformObject: jsonSchemaTransformObject,
  });
}
