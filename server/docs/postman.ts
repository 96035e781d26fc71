import type { OpenAPIV3_1 } from 'openapi-types';

// A Postman collection (format v2.1) and a sandbox environment, generated from the public OpenAPI document, for
// `GET /api/v1/docs/postman/*.json`. Requests use two environment variables: {{base_url}} and {{test_key}}.

const COLLECTION_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type KeyValue = { key: string; value: string; description?: string; disabled?: boolean };
export type PostmanRequestItem = {
  name: string;
  request: {
    method: string;
    description?: string;
    auth?: { type: 'noauth' };
    header: KeyValue[];
    url: { raw: string; host: string[]; path: string[]; query: KeyValue[]; variable: KeyValue[] };
    body?: { mode: 'raw'; raw: string; options: { raw: { language: 'json' | 'text' } } };
  };
};
export type PostmanFolder = { name: string; description?: string; item: PostmanRequestItem[] };
export type PostmanCollection = {
  info: { name: string; description: string; schema: typeof COLLECTION_SCHEMA; version: string };
  auth: { type: 'bearer'; bearer: { key: 'token'; value: string; type: 'string' }[] };
  item: PostmanFolder[];
};
export type PostmanEnvironment = {
  name: string;
  values: { key: string; value: string; type: 'default' | 'secret'; enabled: boolean }[];
  _postman_variable_scope: 'environment';
};

/** One folder per tag (in the document's tag order), one request per operation, with the recorded example body. */
export function buildPostmanCollection(document: OpenAPIV3_1.Document): PostmanCollection {
  const folders = new Map<string, PostmanFolder>(
    (document.tags ?? []).map((tag) => [tag.name, { name: tag.name, description: tag.description, item: [] }]),
  );
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!folders.has(tag)) folders.set(tag, { name: tag, item: [] });
      folders.get(tag)!.item.push(buildRequest(method, path, operation, document.security));
    }
  }
  return {
    info: {
      name: document.info.title,
      description: `${document.info.description ?? ''}\n\nFill the environment's test_key with a sandbox key (lo_test_…).`,
      schema: COLLECTION_SCHEMA,
      version: document.info.version,
    },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{test_key}}', type: 'string' }] },
    item: [...folders.values()].filter((folder) => folder.item.length > 0),
  };
}

/** The sandbox environment: this deployment's base URL and an empty `test_key` to fill. */
export function buildPostmanEnvironment(baseUrl: string): PostmanEnvironment {
  return {
    name: 'Loadout sandbox',
    values: [
      { key: 'base_url', value: baseUrl.replace(/\/$/, ''), type: 'default', enabled: true },
      { key: 'test_key', value: '', type: 'secret', enabled: true },
    ],
    _postman_variable_scope: 'environment',
  };
}

function buildRequest(
  method: string,
  path: string,
  operation: OpenAPIV3_1.OperationObject,
  defaultSecurity: OpenAPIV3_1.SecurityRequirementObject[] | undefined,
): PostmanRequestItem {
  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const query = parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({
      key: parameter.name,
      value: exampleText(parameter.example ?? (parameter.schema as OpenAPIV3_1.SchemaObject | undefined)?.default),
      description: parameter.description,
      disabled: !parameter.required,
    }));
  const variable = parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => ({ key: parameter.name, value: '', description: parameter.description }));
  const header = parameters
    .filter((parameter) => parameter.in === 'header')
    .map((parameter) => ({ key: parameter.name, value: '', description: parameter.description, disabled: true }));
  const enabledQuery = query.filter((parameter) => !parameter.disabled);
  const queryString = enabledQuery.length
    ? `?${enabledQuery.map((parameter) => `${parameter.key}=${parameter.value}`).join('&')}`
    : '';
  const body = buildBody(operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined);
  if (body) header.unshift({ key: 'Content-Type', value: body.contentType, description: undefined, disabled: false });
  const isKeyless = (operation.security ?? defaultSecurity ?? []).length === 0;
  return {
    name: operation.summary ?? `${method.toUpperCase()} ${path}`,
    request: {
      method: method.toUpperCase(),
      description: operation.description,
      ...(isKeyless ? { auth: { type: 'noauth' as const } } : {}),
      header: header.map(({ description, ...rest }) => (description ? { ...rest, description } : rest)),
      url: {
        raw: `{{base_url}}/${segments.join('/')}${queryString}`,
        host: ['{{base_url}}'],
        path: segments,
        query,
        variable,
      },
      ...(body ? { body: body.body } : {}),
    },
  };
}

function buildBody(requestBody: OpenAPIV3_1.RequestBodyObject | undefined) {
  const [contentType, media] = Object.entries(requestBody?.content ?? {})[0] ?? [];
  if (!contentType || !media) return undefined;
  const isJson = contentType.includes('json');
  const example =
    media.example ?? (media.schema as OpenAPIV3_1.SchemaObject | undefined)?.example ?? (isJson ? {} : '');
  const raw = typeof example === 'string' ? example : JSON.stringify(example, null, 2);
  return {
    contentType,
    body: { mode: 'raw' as const, raw, options: { raw: { language: isJson ? ('json' as const) : ('text' as const) } } },
  };
}

function exampleText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}
