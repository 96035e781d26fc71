import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { TErrorResponse } from '@/lib/contract/common';
import { INVALID_API_KEY, INVALID_OPERATOR_TOKEN } from './authenticate';
import { finishDocument, SHARED_HEADERS, type DocumentExtras } from './openapi-document';
import { recordedExamples } from './openapi-examples';

export const API_VERSION = '1.0.0';

const LICENSE = {
  name: 'Proprietary: use under your agreement with Loadout',
  identifier: 'LicenseRef-Loadout-Agreement',
};

// Response headers are written as @fastify/swagger expects them, a JSON Schema each (with its description); the
// finished document declares them once under components.headers and refers to them (openapi-document.ts).
const headerSchema = (name: string) => ({
  description: SHARED_HEADERS[name]!.description,
  ...SHARED_HEADERS[name]!.schema,
});
const RATE_LIMIT_HEADERS = Object.fromEntries(
  ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Request-Id'].map((name) => [
    name,
    headerSchema(name),
  ]),
);
const RETRY_AFTER = { 'Retry-After': headerSchema('Retry-After') };

const errorResponse = (
  description: string,
  example: TErrorResponse['error'],
  headers: Record<string, unknown> = RATE_LIMIT_HEADERS,
) => ({
  description,
  headers,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: example } } },
});

const COMMON_ERRORS = {
  400: errorResponse('VALIDATION_ERROR: a parameter or the body is invalid; `details` lists each problem.', {
    code: 'VALIDATION_ERROR',
    message: 'Invalid request. items[0].recipients: give at least one recipient.',
    details: [{ path: 'items[0].recipients', message: 'give at least one recipient' }],
  }),
  401: errorResponse(
    'UNAUTHORIZED: the Authorization header is missing, or the key is invalid, revoked or expired. Any string that is not a real key gets the one message `Invalid API key`; only a real key that was revoked or expired is named as such.',
    { code: 'UNAUTHORIZED', message: INVALID_API_KEY, details: null },
  ),
  403: errorResponse(
    'FORBIDDEN: the key lacks a scope this endpoint needs, or API access is disabled for the company.',
    {
      code: 'FORBIDDEN',
      message: 'This API key lacks the scope quotes:write that this endpoint needs. Use a key with that scope.',
      details: { required_scopes: ['quotes:write'], granted_scopes: ['quotes:read'] },
    },
  ),
  404: errorResponse('NOT_FOUND: no such object for this company and mode.', {
    code: 'NOT_FOUND',
    message: "No quote with id '0b9d1c53-8a0e-4a55-9f0e-2f3c5d7a9e11' was found.",
    details: null,
  }),
  429: errorResponse(
    'RATE_LIMITED: the per-minute budget of the key is spent (for requests with a bad key: the budget of the client address).',
    {
      code: 'RATE_LIMITED',
      message:
        'Too many requests: the budget is 600 per minute. Retry after 12 s (see Retry-After and X-RateLimit-Reset).',
      details: { limit: 600, reset_at: 1795601340000, retry_after: 12 },
    },
    { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER },
  ),
  500: errorResponse('INTERNAL_ERROR: an unexpected failure on our side.', {
    code: 'INTERNAL_ERROR',
    message:
      'Something went wrong on our side. Try again later; if it persists, contact support with request id 8f14e45f-ea1c-4b7e-9d2a-1c9e5b6f7a30.',
    details: null,
  }),
  // Refused before the key is checked, so without the rate-limit headers.
  503: errorResponse(
    'SERVICE_UNAVAILABLE: the API is over capacity; the request was refused before any work was done.',
    {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The API is over capacity right now. Retry after 2 s (see Retry-After).',
      details: { retry_after: 2 },
    },
    { ...RETRY_AFTER, 'X-Request-Id': RATE_LIMIT_HEADERS['X-Request-Id'] },
  ),
};

/** What a public route (no API key) can answer besides its own statuses: its client address's budget is spent. */
const PUBLIC_ERRORS = {
  429: errorResponse(
    'RATE_LIMITED: this client address spent its per-minute budget of requests without an API key (RATE_LIMIT_UNAUTHENTICATED_PER_MINUTE).',
    {
      code: 'RATE_LIMITED',
      message:
        'Too many requests: the budget is 60 per minute. Retry after 12 s (see Retry-After and X-RateLimit-Reset).',
      details: { limit: 60, reset_at: 1795601340000, retry_after: 12 },
    },
    { ...RETRY_AFTER, 'X-Request-Id': RATE_LIMIT_HEADERS['X-Request-Id'] },
  ),
};

/** Adds what the route declares as data (scopes, auth) and the shared error responses to each operation. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  // The public document covers /api/v1 only; the operator API is for staff.
  if (!url.startsWith('/api/v1/')) return { schema: { ...schema, hide: true }, url };
  if (input.route.config?.public) {
    if (!schema?.response || schema.hide) return { schema, url };
    const response = { ...PUBLIC_ERRORS, ...(schema.response as Record<string, unknown>) };
    return { schema: { ...schema, security: [], response }, url };
  }
  const scopes = [...(input.route.config?.scopes ?? [])];
  const responses = { ...(schema.response as Record<string, unknown>) };
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith('2')) responses[status] = { ...(response as object), headers: RATE_LIMIT_HEADERS };
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
      description: [
        schema.description,
        scopes.length ? `Requires scope: ${scopes.map((s) => `\`${s}\``).join(', ')}.` : 'Any valid API key.',
      ]
        .filter(Boolean)
        .join('\n\n'),
      response: { ...COMMON_ERRORS, ...responses },
    },
  };
};

const OPERATOR_ERRORS = {
  400: COMMON_ERRORS[400],
  401: errorResponse(
    'UNAUTHORIZED: the operator token is missing, or not one in force (one message, `Invalid operator token`, for any string).',
    {
      code: 'UNAUTHORIZED',
      message: INVALID_OPERATOR_TOKEN,
      details: null,
    },
  ),
  404: errorResponse('NOT_FOUND: no such object.', {
    code: 'NOT_FOUND',
    message: "No company with id '0b9d1c53-8a0e-4a55-9f0e-2f3c5d7a9e11' was found.",
    details: null,
  }),
  409: errorResponse('CONFLICT: the object is not in a state that allows this operation.', {
    code: 'CONFLICT',
    message: 'Device action DA-2026-000042 is Completed; only an action In Progress can change.',
    details: null,
  }),
  429: errorResponse(
    'RATE_LIMITED: this client address sent too many requests with a missing or invalid operator token this minute (RATE_LIMIT_OPERATOR_FAILURES_PER_MINUTE); until Retry-After no token it sends is checked.',
    {
      code: 'RATE_LIMITED',
      message:
        'Too many requests: an address may send at most 10 requests a minute with a missing or invalid operator token. Retry after 40 s (see Retry-After and X-RateLimit-Reset).',
      details: { limit: 10, reset_at: 1795601340000, retry_after: 40 },
    },
    { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER },
  ),
  500: COMMON_ERRORS[500],
  503: COMMON_ERRORS[503],
};

/** The operator document covers /operator/v1 only: the staff side, served to operator tokens. */
const operatorTransform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!url.startsWith('/operator/v1/') || input.route.config?.public) return { schema: { ...schema, hide: true }, url };
  return {
    url,
    schema: {
      ...schema,
      description: [schema.description, 'Requires an operator token.'].filter(Boolean).join('\n\n'),
      security: [{ operatorToken: [] }],
      response: { ...OPERATOR_ERRORS, ...(schema.response as object) },
    },
  };
};

const PUBLIC_TAGS: OpenAPIV3_1.TagObject[] = [
  {
    name: 'Quotes',
    description:
      'Hardware quotes: request, read the priced offer and its alternatives, accept or reject each option, follow delivery per recipient.',
  },
  {
    name: 'Device Actions',
    description:
      'Store, Assign and Reassign devices, from the inventory or outside it, with tracking and status history.',
  },
  { name: 'Assets', description: "The company's device inventory." },
  { name: 'Devices', description: 'Adding devices to the inventory.' },
  { name: 'Products & Kits', description: "The catalog to order from, and the company's kits (bundles of products)." },
  {
    name: 'Employees',
    description: "The company's people, from its HR system: recipients of hardware and holders of devices.",
  },
  {
    name: 'Onboarding',
    description:
      "New hires' cases: a draft quote from their equipment policy before their start date, submitted and followed to delivery.",
  },
  {
    name: 'Offboarding',
    description:
      "Leavers' cases: every device they hold, retrieved by a Store or Reassign device action on their last day.",
  },
  { name: 'Webhooks', description: "Signed event deliveries (Standard Webhooks) to the company's endpoints." },
  { name: 'API keys', description: 'The key a request is made with.' },
  {
    name: 'SCIM tokens',
    description: 'Credentials of your identity provider, which provisions your employees through /scim/v2.',
  },
  {
    name: 'Equipment policies',
    description:
      'Who gets what: ordered rules matching employees by department, country and job title to kits, products, choices and a budget.',
  },
  {
    name: 'Approval rules',
    description:
      "Which quotes need whose approval: an amount, freeform items, equipment outside the recipient's policy, or departments; the recipient's manager, a named person or any manager approves, with an optional second step.",
  },
  {
    name: 'Approval requests',
    description:
      "Decisions held until approvers approve them. Only companies with active approval rules, and only for the dashboard and keys marked `requires_approval`: every other key's decisions take effect at once, as before.",
  },
  {
    name: 'Exports',
    description:
      "CSV and XLSX files of the lists (quotes, inventory, device actions, employees, spend by month and department) with the list's filters, written in the background, downloaded through signed URLs and kept 7 days.",
  },
  {
    name: 'Budgets',
    description:
      'Money each department (or the whole company) may commit per calendar month, quarter or year, with what the quotes committed, spent and wait to have approved.',
  },
  {
    name: 'Audit log',
    description:
      'Who changed what, when and from where: one event per change to company data, chained by SHA-256 hashes so that an edited or deleted event is detected.',
  },
  {
    name: 'Request logs',
    description:
      "Your company's API requests of the last 30 days, with status, latency, error code and bodies (secrets and personal fields redacted): to find out why an integration's call failed.",
  },
  {
    name: 'Test helpers',
    description: "Sandbox only (test keys): play the operator's part, so that a flow can be run end to end.",
  },
];

const OPERATOR_TAGS: OpenAPIV3_1.TagObject[] = [
  { name: 'Quotes', description: "Pricing, alternatives, tracking and delivery of every company's quotes." },
  { name: 'Device Actions', description: "Fulfilment of every company's device actions." },
  { name: 'Companies', description: 'Client companies and their API access.' },
  { name: 'API keys', description: 'Company API keys: issued and revoked by staff.' },
  {
    name: 'SCIM tokens',
    description: "Credentials of a company's identity provider, which provisions its employees through /scim/v2.",
  },
  { name: 'Catalog', description: 'Products and configurations, by hand or imported.' },
  { name: 'Kits', description: "Each company's kits." },
  { name: 'Employees', description: "Importing a company's employees from an HRIS export." },
  { name: 'Outbox', description: 'What the service sent or kept: e-mails, tracker tasks, fulfilment orders.' },
  { name: 'Webhooks', description: "Health of every company's webhook endpoints." },
];

const finishing =
  (extras: () => DocumentExtras): SwaggerTransformObject =>
  (input) =>
    finishDocument(
      jsonSchemaTransformObject(input) as OpenAPIV3_1.Document,
      extras(),
    ) as ReturnType<SwaggerTransformObject>;

/**
 * Collects the routes into two OpenAPI 3.1 documents: the public API (`app.swagger()`) and the operator API
 * (`app.operatorSwagger()`), which the dashboard's operator console is typed from.
 */
export async function registerOpenApi(app: FastifyInstance, options: { serverUrl?: string; contactEmail: string }) {
  const contact = { name: 'Loadout procurement desk', email: options.contactEmail };
  await app.register(fastifySwagger, {
    decorator: 'operatorSwagger',
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Loadout operator API',
        version: API_VERSION,
        description:
          'The staff side of Loadout: pricing, fulfilment, companies, keys and the catalog. Operator tokens only.',
        contact,
        license: LICENSE,
      },
      servers: [{ url: options.serverUrl ?? '/', description: 'This deployment' }],
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer', description: 'An operator token (`lo_op_…`).' },
        },
      },
      security: [{ operatorToken: [] }],
    },
    hideUntagged: true,
    transform: operatorTransform,
    transformObject: finishing(() => ({ tags: OPERATOR_TAGS, examples: recordedExamples().operator })),
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
        contact,
        license: LICENSE,
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
    transformObject: finishing(() => ({ tags: PUBLIC_TAGS, examples: recordedExamples().public })),
  });
}
