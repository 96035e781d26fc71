import type { OpenAPIV3_1 } from 'openapi-types';
import { attachExamples, type OperationExample } from './openapi-examples';

/** The headers that many responses carry, declared once under `components.headers` and referenced from each response. */
export const SHARED_HEADERS: Record<string, { description: string; schema: { type: 'integer' | 'string' } }> = {
  'X-RateLimit-Limit': {
    description: 'Requests allowed in the current one-minute window.',
    schema: { type: 'integer' },
  },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': {
    description: 'Unix time in milliseconds when the window resets.',
    schema: { type: 'integer' },
  },
  'X-Request-Id': {
    description:
      "Identifies the request; quote it to support, or find its entry with `GET /api/v1/request-logs/{request id}`. Loadout's ids are `req_` and a UUIDv7 in 32 hex digits (the first 12 are the millisecond the request arrived); an `X-Request-Id` the client sent (1–128 characters of letters, digits and `_.:-`) is kept as sent.",
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' } },
};

export type DocumentExtras = {
  tags: OpenAPIV3_1.TagObject[];
  examples: Record<string, OperationExample>;
  /** The OpenAPI 3.1 `webhooks` section: what Loadout sends to subscribed endpoints (public document only). */
  webhooks?: Record<string, OpenAPIV3_1.PathItemObject>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function operationsOf(document: OpenAPIV3_1.Document): OpenAPIV3_1.OperationObject[] {
  return Object.values(document.paths ?? {}).flatMap((pathItem) =>
    METHODS.flatMap((method) => (pathItem?.[method] ? [pathItem[method]] : [])),
  );
}

/**
 * The last step of building a document from the routes: declared tags, shared headers as components, the recorded
 * examples, the webhooks, and no schema component that nothing uses (the zod registry holds the schemas of both documents).
 */
export function finishDocument(document: OpenAPIV3_1.Document, extras: DocumentExtras): OpenAPIV3_1.Document {
  const operations = operationsOf(document);
  const usedTags = new Set(operations.flatMap((operation) => operation.tags ?? []));
  const undeclared = [...usedTags].filter((tag) => !extras.tags.some((declared) => declared.name === tag));
  if (undeclared.length > 0)
    throw new Error(
      `OpenAPI: tag(s) ${undeclared.join(', ')} used by a route but not declared in server/http/openapi.ts`,
    );
  document.tags = extras.tags.filter((tag) => usedTags.has(tag.name));

  referenceSharedHeaders(document, operations);
  attachExamples(document, extras.examples);
  if (extras.webhooks) document.webhooks = extras.webhooks;
  pruneUnusedSchemas(document);
  return document;
}

function referenceSharedHeaders(document: OpenAPIV3_1.Document, operations: OpenAPIV3_1.OperationObject[]) {
  const used = new Set<string>();
  for (const operation of operations) {
    for (const response of Object.values(operation.responses ?? {}) as OpenAPIV3_1.ResponseObject[]) {
      for (const name of Object.keys(response.headers ?? {})) {
        if (!SHARED_HEADERS[name]) continue;
        response.headers![name] = { $ref: `#/components/headers/${name}` };
        used.add(name);
      }
    }
  }
  document.components ??= {};
  document.components.headers = Object.fromEntries(Object.entries(SHARED_HEADERS).filter(([name]) => used.has(name)));
}

/** Drops schema components that no path, other used component or webhook reaches. */
function pruneUnusedSchemas(document: OpenAPIV3_1.Document) {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) =>
      decodeURIComponent(match[1]!),
    );
  const reached = new Set<string>();
  const queue = refsIn({ ...document, components: { ...document.components, schemas: {} } });
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name) || !schemas[name]) continue;
    reached.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  document.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
}
