import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// Checks real answers against an OpenAPI 3.1 document as an integrator's tooling reads it: the status must be one the
// operation documents, and the body must match that status's JSON Schema (OpenAPI 3.1 schemas are JSON Schema
// 2020-12). The document is loaded whole, so `#/components/...` references resolve as they do for a generator.

export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, { post: OpenApiOperation }>;
  components: Record<string, unknown>;
  security?: unknown[];
};
export type OpenApiOperation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  'x-scopes'?: string[];
};

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of a document, with its path template and method. */
export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
}

const pointer = (...segments: string[]) =>
  segments.map((segment) => encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/');

/** A validator over one document: compiles the schema at a JSON pointer of it, once. */
export function openApiValidator(document: OpenApiDocument, name: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats.default(ajv);
  ajv.addSchema(document as object, name);
  const compiled = new Map<string, ValidateFunction>();
  const compile = (path: string) => {
    let validate = compiled.get(path);
    if (!validate) {
      validate = ajv.compile({ $ref: `${name}#/${path}` });
      compiled.set(path, validate);
    }
    return validate;
  };
  const describe = (validate: ValidateFunction) =>
    (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(root)'} ${error.message} ${JSON.stringify(error.params)}`)
      .join('; ');

  return {
    /**
     * Problems with one answer of the operation at `path`/`method`: a status it does not document, or a body that
     * its schema for that status refuses. Empty when the answer is as documented.
     */
    checkAnswer(path: string, method: string, status: number, body: unknown): string[] {
      const responses = document.paths[path]?.[method]?.responses;
      if (!responses) return [`${method.toUpperCase()} ${path} is not in the document`];
      const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => responses[candidate]);
      if (!key) return [`answered ${status}, which the document does not list for it`];
      const media = responses[key]!.content?.['application/json'];
      if (!media?.schema)
        return body === undefined ? [] : [`answered ${status} with a body the document does not describe`];
      const validate = compile(
        pointer('paths', path, method, 'responses', key, 'content', 'application/json', 'schema'),
      );
      return validate(body) ? [] : [`answered ${status} with a body its schema refuses: ${describe(validate)}`];
    },
    /** Problems with a webhook delivery body against the `webhooks` entry of its event type. */
    checkDelivery(type: string, body: unknown): string[] {
      const media = document.webhooks?.[type]?.post?.requestBody?.content?.['application/json'];
      if (!media?.schema) return [`event ${type} has no entry with a schema in the document's webhooks`];
      const validate = compile(
        pointer('webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema'),
      );
      return validate(body) ? [] : [`a ${type} delivery does not match its schema: ${describe(validate)}`];
    },
  };
}
