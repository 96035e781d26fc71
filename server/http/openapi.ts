import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { finishDocument, type DocumentExtras } from './openapi-document';
import { errorResponsesOf, RATE_LIMIT_HEADERS, REQUEST_ID_HEADER } from './openapi-responses';
import { webhookEntries } from './openapi-webhooks';
import { recordedExamples } from './openapi-examples';

export const API_VERSION = '1.0.0';

const LICENSE = {
  name: 'Proprietary: use under your agreement with Loadout',
  identifier: 'LicenseRef-Loadout-Agreement',
};

type DeclaredResponse = { description?: string; content?: Record<string, { schema: unknown; example?: unknown }> };

/** A keyless operation (its URL holds its credential): no security scheme, no key's rate-limit headers. */
function keylessOperation(schema: ReturnType<typeof jsonSchemaTransform>['schema'], errors: Record<string, unknown>) {
  const responses = { ...(schema.response as Record<string, unknown>) };
  for (const [status, response] of Object.entries(responses)) {
    responses[status] = { ...withErrorExample(status, response as DeclaredResponse), headers: REQUEST_ID_HEADER };
  }
  return { ...schema, security: [], response: { ...errors, ...responses } };
}

/** An error a route declares as `CODE: what happened`: its example is that code and text, in the error envelope. */
function withErrorExample(status: string, response: DeclaredResponse): DeclaredResponse {
  const media = response.content?.['application/json'];
  const match = /^([A-Z_]+): (.+)$/s.exec(response.description ?? '');
  if (Number(status) < 400 || !media || media.example !== undefined || !match) return response;
  const example = { error: { code: match[1], message: match[2], details: null } };
  return { ...response, content: { ...response.content, 'application/json': { ...media, example } } };
}

/**
 * A non-JSON answer (the event stream's text/event-stream) has no recorded example: its route gives one as the
 * `example` of its schema (zod meta), which goes to the media type, where readers of the document look.
 */
function withMediaExample(response: DeclaredResponse): DeclaredResponse {
  if (!response.content) return response;
  const content = Object.fromEntries(
    Object.entries(response.content).map(([type, media]) => {
      const { example, ...schema } = (media.schema ?? {}) as { example?: unknown };
      return type === 'application/json' || example === undefined
        ? [type, media]
        : [type, { ...media, schema, example }];
    }),
  );
  return { ...response, content };
}

/** Adds what the route declares as data (scopes, auth) and the shared error responses to each operation. */
const transform: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  // The public document covers /api/v1 only; the operator API is for staff.
  if (!url.startsWith('/api/v1/')) return { schema: { ...schema, hide: true }, url };
  const errors = errorResponsesOf('public', input.route);
  if (input.route.config?.public)
    return { schema: schema?.operationId ? keylessOperation(schema, errors) : schema, url };
  const scopes = [...(input.route.config?.scopes ?? [])];
  const responses = { ...(schema.response as Record<string, unknown>) };
  for (const [status, response] of Object.entries(responses)) {
    if (status.startsWith('2'))
      responses[status] = { ...withMediaExample(response as DeclaredResponse), headers: RATE_LIMIT_HEADERS };
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
      response: { ...errors, ...responses },
    },
  };
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
      response: { ...errorResponsesOf('operator', input.route), ...(schema.response as object) },
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
  {
    name: 'Locations',
    description:
      "The company's own warehouses and offices, with an address and a contact for deliveries, where a Store can send a device (its `destination`); and the inventory settings, which hold the company's default destination.",
  },
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
  {
    name: 'Refreshes',
    description:
      "Devices due for refresh (an asset's `refresh_due_on`) replaced: a draft quote from the holder's equipment policy, submitted, and once delivered a Store of the old device to the company's default destination. A refresh sends no events of its own: its quote sends `quote.*` and its Store `logistics.*`.",
  },
  { name: 'Webhooks', description: "Signed event deliveries (Standard Webhooks) to the company's endpoints." },
  {
    name: 'Events',
    description:
      'The events webhooks deliver, kept 30 days: a list, one by id, and a live stream (Server-Sent Events) that resumes with Last-Event-ID.',
  },
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
  {
    name: 'Clearance',
    description:
      'Devices a Store sent to clearance: their certified data erasure (NIST SP 800-88, which issues the erasure certificate), then resale or recycling.',
  },
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
  {
    name: 'Exchange rates',
    description:
      "The European Central Bank's reference rates (units of a currency per euro, per working day) that every company's conversions use: imported from the ECB's CSV, listed, and looked up for a day.",
  },
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
          'Reference with a console to try calls: /api/v1/docs; guides: /api/v1/docs/guides.',
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
    transformObject: finishing(() => ({
      tags: PUBLIC_TAGS,
      examples: recordedExamples().public,
      webhooks: webhookEntries(),
    })),
  });
}
