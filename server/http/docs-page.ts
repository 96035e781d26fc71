import type { OpenAPIV3_1 } from 'openapi-types';

type Json = Record<string, unknown>;
type Method = (typeof METHODS)[number];
type Resolved = { schema: Json; chain: readonly string[]; unresolved?: string };
type FieldRow = { name: string; type: string; required: boolean; notes: string };
type OperationEntry = {
  id: string;
  method: Method;
  path: string;
  tag: string;
  operation: OpenAPIV3_1.OperationObject;
  parameters: Json[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_DEPTH = 6;
const EXAMPLE_BASE_URL = 'https://api.example.com';
const OPENAPI_PATH = '/api/v1/openapi.json';
const GENERIC_STRING = 'string';
const UNTAGGED = 'Other';

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '3f6c2a9e-8b1d-4c7a-9e2f-5d4b3a2c1e0f',
  email: 'jane.doe@example.com',
  'date-time': '2026-11-21T09:30:00.000Z',
  date: '2026-11-21',
  uri: 'https://example.com/webhooks/loadout',
  url: 'https://example.com/webhooks/loadout',
};

const GUIDES = [
  { id: 'introduction', title: 'Introduction' },
  { id: 'authentication', title: 'Authentication' },
  { id: 'errors', title: 'Errors' },
  { id: 'rate-limits', title: 'Rate limits' },
  { id: 'pagination', title: 'Pagination' },
  { id: 'idempotency', title: 'Idempotency' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'testing', title: 'Testing your integration' },
  { id: 'versioning', title: 'Versioning and changelog' },
] as const;

/** Renders the standalone HTML API reference (guides plus one section per operation) for `GET /api/v1/docs`. */
export function renderDocsPage(document: OpenAPIV3_1.Document): string {
  const root: unknown = document;
  const operations = collectOperations(root, document.paths ?? {});
  const groups = groupByTag(operations, document.tags ?? []);
  const title = document.info.title || 'API reference';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} — reference</title>`,
    `<style>${STYLES}</style>`,
    '</head>',
    '<body>',
    '<a class="skip-link" href="#content">Skip to content</a>',
    '<div class="layout">',
    renderNav(document, groups),
    '<main id="content">',
    renderHeader(document),
    GUIDES_HTML,
    ...[...groups].map(([tag, entries]) => renderTagSection(root, tag, entries, document.tags ?? [])),
    '</main>',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

// ---------- generic helpers ----------

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

// A numeric bound worth showing: zod emits ±MAX_SAFE_INTEGER on every `.int()`, which says nothing to a reader.
function asBound(value: unknown): number | undefined {
  const bound = asNumber(value);
  return bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined;
}

function asArray(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

// Escapes text for HTML element content and quoted attribute values.
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// Escaped text where `backticks` become <code>; safe because escaping runs first.
function inlineText(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function paragraphs(text: string | undefined): string {
  if (!text) return '';
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${inlineText(part)}</p>`)
    .join('\n');
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'section';
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function literal(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

// ---------- references and schemas ----------

// Follows a local JSON pointer such as `#/components/schemas/Quote` inside the document.
function lookupPointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root);
}

// Resolves an object that may be a `$ref` (parameters, request bodies, responses), one level at a time.
function resolveObject(root: unknown, value: unknown, depth = 0): Json | undefined {
  if (!isRecord(value)) return undefined;
  const ref = asString(value.$ref);
  if (!ref) return value;
  return depth >= MAX_DEPTH ? undefined : resolveObject(root, lookupPointer(root, ref), depth + 1);
}

// Resolves `$ref` (keeping sibling keywords such as `description`) and merges `allOf`; `chain` stops cycles.
function resolveSchema(root: unknown, raw: unknown, chain: readonly string[]): Resolved {
  if (!isRecord(raw)) return { schema: {}, chain };
  const ref = asString(raw.$ref);
  if (ref) {
    const name = ref.split('/').pop() || ref;
    const target = chain.includes(ref) || chain.length >= MAX_DEPTH ? undefined : lookupPointer(root, ref);
    if (!isRecord(target)) return { schema: withoutKey(raw, '$ref'), chain, unresolved: name };
    return resolveSchema(root, { ...target, ...withoutKey(raw, '$ref') }, [...chain, ref]);
  }
  const parts = asArray(raw.allOf);
  if (!parts) return { schema: raw, chain };
  return { schema: mergeAllOf(root, withoutKey(raw, 'allOf'), parts, chain), chain };
}

function withoutKey(schema: Json, key: string): Json {
  return Object.fromEntries(Object.entries(schema).filter(([name]) => name !== key));
}

function mergeAllOf(root: unknown, base: Json, parts: unknown[], chain: readonly string[]): Json {
  const properties: Json = { ...(isRecord(base.properties) ? base.properties : {}) };
  const required = new Set(requiredKeys(base));
  for (const part of parts) {
    const { schema } = resolveSchema(root, part, chain);
    Object.assign(properties, isRecord(schema.properties) ? schema.properties : {});
    requiredKeys(schema).forEach((key) => required.add(key));
  }
  return { type: 'object', ...base, properties, required: [...required] };
}

function requiredKeys(schema: Json): string[] {
  return (asArray(schema.required) ?? []).filter((key): key is string => typeof key === 'string');
}

function typeList(schema: Json): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return (asArray(type) ?? []).filter((entry): entry is string => typeof entry === 'string');
}

function variantsOf(schema: Json): unknown[] | undefined {
  return asArray(schema.anyOf) ?? asArray(schema.oneOf);
}

function isNullSchema(raw: unknown): boolean {
  return isRecord(raw) && raw.type === 'null';
}

function isObjectLike(schema: Json): boolean {
  return typeList(schema).includes('object') || isRecord(schema.properties);
}

function joinUnion(types: string[]): string {
  const unique = [...new Set(types)];
  const ordered = [...unique.filter((type) => type !== 'null'), ...unique.filter((type) => type === 'null')];
  return ordered.join(' | ');
}

function wrapUnion(type: string): string {
  return type.includes(' | ') ? `(${type})` : type;
}

/** Human type text: `string (uuid)`, `array of object`, `"a" | "b"`, `integer | null`. */
function typeText(root: unknown, raw: unknown, chain: readonly string[] = []): string {
  const { schema, chain: next, unresolved } = resolveSchema(root, raw, chain);
  if (unresolved) return unresolved;
  if ('const' in schema) return literal(schema.const);
  const enumValues = asArray(schema.enum);
  if (enumValues) return joinUnion(enumValues.map(literal));
  const variants = variantsOf(schema);
  if (variants) return joinUnion(variants.map((variant) => typeText(root, variant, next)));
  const types = typeList(schema);
  if (types.length > 1) return joinUnion(types.map((type) => typeText(root, { ...schema, type }, next)));
  return singleTypeText(root, schema, types[0], next);
}

function singleTypeText(root: unknown, schema: Json, type: string | undefined, chain: readonly string[]): string {
  const format = asString(schema.format);
  if (type === 'null') return 'null';
  if (type === 'array') return schema.items === undefined ? 'array' : `array of ${wrapUnion(typeText(root, schema.items, chain))}`;
  if (type === 'string') return format ? `string (${format})` : 'string';
  if (type === 'object' || isRecord(schema.properties)) {
    const hasMapValues = !isRecord(schema.properties) && isRecord(schema.additionalProperties);
    return hasMapValues ? `map of ${wrapUnion(typeText(root, schema.additionalProperties, chain))}` : 'object';
  }
  if (type) return format ? `${type} (${format})` : type;
  return 'any';
}

// The only non-null variant of `anyOf [X, {type: "null"}]`, where descriptions and constraints usually live.
function nullableInner(root: unknown, schema: Json, chain: readonly string[]): Json | undefined {
  const nonNull = (variantsOf(schema) ?? []).filter((variant) => !isNullSchema(variant));
  return nonNull.length === 1 ? resolveSchema(root, nonNull[0], chain).schema : undefined;
}

function constraintTexts(schema: Json): string[] {
  const notes: string[] = [];
  if ('default' in schema) notes.push(`Default: <code>${escapeHtml(literal(schema.default))}</code>`);
  notes.push(...rangeText('Value', asBound(schema.minimum), asBound(schema.maximum), ''));
  notes.push(...rangeText('Length', asNumber(schema.minLength), asNumber(schema.maxLength), 'character'));
  notes.push(...rangeText('Items', asNumber(schema.minItems), asNumber(schema.maxItems), ''));
  const exclusiveMin = asBound(schema.exclusiveMinimum);
  if (exclusiveMin !== undefined) notes.push(`Greater than ${exclusiveMin}`);
  const exclusiveMax = asBound(schema.exclusiveMaximum);
  if (exclusiveMax !== undefined) notes.push(`Less than ${exclusiveMax}`);
  const pattern = asString(schema.pattern);
  // Formats such as date-time come with a long generated pattern that adds nothing for a reader.
  if (pattern && !schema.format) notes.push(`Pattern: <code>${escapeHtml(pattern)}</code>`);
  return notes;
}

function rangeText(label: string, min: number | undefined, max: number | undefined, unit: string): string[] {
  const units = (count: number) => (unit ? ` ${unit}${count === 1 ? '' : 's'}` : '');
  if (min !== undefined && max !== undefined) return [`${label}: ${min}–${max}${units(max)}`];
  if (min !== undefined) return [`${label}: at least ${min}${units(min)}`];
  if (max !== undefined) return [`${label}: at most ${max}${units(max)}`];
  return [];
}

/** Description plus constraints (default, range, length, pattern) as HTML for a table cell. */
function notesHtml(root: unknown, raw: unknown, chain: readonly string[], description?: string): string {
  const { schema, chain: next } = resolveSchema(root, raw, chain);
  const inner = nullableInner(root, schema, next);
  const text = description ?? asString(schema.description) ?? (inner && asString(inner.description));
  const constraints = [...constraintTexts(schema), ...(inner ? constraintTexts(inner) : [])];
  const parts = [text ? inlineText(text) : '', ...constraints.map((note) => `<span class="constraint">${note}</span>`)];
  return parts.filter(Boolean).join(' ');
}

// ---------- field tables ----------

/** Flattens a schema into rows with dotted names (`items[].recipients[].name`), expanding refs and nullable objects. */
function collectFields(root: unknown, raw: unknown, prefix: string, chain: readonly string[], depth: number): FieldRow[] {
  if (depth > MAX_DEPTH) return [];
  const { schema, chain: next, unresolved } = resolveSchema(root, raw, chain);
  if (unresolved) return [];
  if (typeList(schema).includes('array')) return collectFields(root, schema.items, `${prefix}[]`, next, depth + 1);
  const variants = variantsOf(schema);
  if (variants) return mergeVariantFields(variants.map((variant) => collectFields(root, variant, prefix, next, depth)));
  if (!isObjectLike(schema) || !isRecord(schema.properties)) return [];
  const required = requiredKeys(schema);
  return Object.entries(schema.properties).flatMap(([key, property]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const row: FieldRow = {
      name,
      type: typeText(root, property, next),
      required: required.includes(key),
      notes: notesHtml(root, property, next),
    };
    return [row, ...collectFields(root, property, name, next, depth + 1)];
  });
}

// Union of the variants' fields; a field is required only when every variant requires it.
function mergeVariantFields(variantRows: FieldRow[][]): FieldRow[] {
  const withFields = variantRows.filter((rows) => rows.length > 0);
  if (withFields.length <= 1) return withFields[0] ?? [];
  const merged = new Map<string, FieldRow>();
  for (const row of withFields.flat()) {
    if (merged.has(row.name)) continue;
    const isRequired = withFields.every((rows) => rows.some((other) => other.name === row.name && other.required));
    merged.set(row.name, { ...row, required: isRequired });
  }
  return [...merged.values()];
}

function renderFieldsTable(rows: FieldRow[], caption: string): string {
  const body = rows
    .map(
      (row) =>
        `<tr><th scope="row" class="depth-${Math.min(row.name.split('.').length - 1, MAX_DEPTH)}"><code>${escapeHtml(row.name)}</code></th>` +
        `<td><code class="type">${escapeHtml(row.type)}</code></td>` +
        `<td>${row.required ? '<span class="required">required</span>' : 'optional'}</td>` +
        `<td>${row.notes}</td></tr>`,
    )
    .join('\n');
  return (
    `<div class="table-wrap"><table><caption>${escapeHtml(caption)}</caption>` +
    '<thead><tr><th scope="col">Field</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>\n${body}\n</tbody></table></div>`
  );
}

// ---------- examples ----------

/** A small example value built from a schema: enum/const/default first, then a placeholder per type. */
function exampleValue(root: unknown, raw: unknown, chain: readonly string[] = [], depth = 0): unknown {
  const { schema, chain: next, unresolved } = resolveSchema(root, raw, chain);
  if (unresolved || depth > MAX_DEPTH) return {};
  const examples = asArray(schema.examples);
  if (examples && examples.length > 0) return examples[0];
  if ('example' in schema) return schema.example;
  if ('const' in schema) return schema.const;
  const enumValues = asArray(schema.enum);
  if (enumValues && enumValues.length > 0) return enumValues[0];
  if ('default' in schema) return schema.default;
  const variants = variantsOf(schema);
  if (variants) {
    const chosen = variants.find((variant) => !isNullSchema(variant)) ?? variants[0];
    return exampleValue(root, chosen, next, depth);
  }
  const type = typeList(schema).find((entry) => entry !== 'null') ?? (isRecord(schema.properties) ? 'object' : undefined);
  return exampleForType(root, schema, type, next, depth);
}

function exampleForType(root: unknown, schema: Json, type: string | undefined, chain: readonly string[], depth: number): unknown {
  const min = asBound(schema.minimum);
  const exclusiveMin = asBound(schema.exclusiveMinimum);
  switch (type) {
    case 'object':
      return exampleObject(root, schema, chain, depth);
    case 'array':
      return [exampleValue(root, schema.items, chain, depth + 1)];
    case 'string':
      return FORMAT_EXAMPLES[asString(schema.format) ?? ''] ?? GENERIC_STRING;
    case 'integer':
      return min ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : 1);
    case 'number':
      return min ?? (exclusiveMin !== undefined ? exclusiveMin + 1 : 0);
    case 'boolean':
      return true;
    default:
      return null;
  }
}

// Required fields only, unless the object has none (then every field), to keep examples short.
function exampleObject(root: unknown, schema: Json, chain: readonly string[], depth: number): Json {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = requiredKeys(schema).filter((key) => key in properties);
  const keys = required.length > 0 ? required : Object.keys(properties);
  return Object.fromEntries(keys.map((key) => [key, exampleValue(root, properties[key], chain, depth + 1)]));
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A curl command for the operation, with a JSON body example when it takes one. */
function curlExample(root: unknown, entry: OperationEntry, bodySchema: unknown): string {
  const pathPart = entry.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathParamExample(root, entry, name));
  const query = entry.parameters
    .filter((param) => param.in === 'query' && param.required === true)
    .map((param) => `${encodeURIComponent(String(param.name))}=${encodeURIComponent(String(exampleValue(root, param.schema)))}`);
  const url = `${EXAMPLE_BASE_URL}${pathPart}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [
    `curl -X ${entry.method.toUpperCase()} ${query.length ? shellQuote(url) : url}`,
    '  -H "Authorization: Bearer $LOADOUT_API_KEY"',
  ];
  if (entry.method === 'post') lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  if (bodySchema !== undefined) {
    lines.push('  -H "Content-Type: application/json"');
    lines.push(`  -d ${shellQuote(JSON.stringify(exampleValue(root, bodySchema), null, 2))}`);
  }
  return lines.join(' \\\n');
}

function pathParamExample(root: unknown, entry: OperationEntry, name: string): string {
  const param = entry.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
  const value = param ? exampleValue(root, param.schema) : GENERIC_STRING;
  return value === GENERIC_STRING || value === null || typeof value === 'object' ? `{${name}}` : String(value);
}

// ---------- operations ----------

function collectOperations(root: unknown, paths: OpenAPIV3_1.PathsObject): OperationEntry[] {
  const used = new Set<string>();
  return Object.entries(paths).flatMap(([path, item]) => {
    if (!item) return [];
    return METHODS.flatMap((method) => {
      const operation = item[method];
      if (!operation || isHidden(operation)) return [];
      return [
        {
          id: uniqueId(`op-${method}-${slugify(path)}`, used),
          method,
          path,
          tag: operation.tags?.[0] ?? UNTAGGED,
          operation,
          parameters: mergeParameters(root, item.parameters, operation.parameters),
        },
      ];
    });
  });
}

function extension(operation: OpenAPIV3_1.OperationObject, key: string): unknown {
  const record: unknown = operation;
  return isRecord(record) ? record[key] : undefined;
}

function isHidden(operation: OpenAPIV3_1.OperationObject): boolean {
  return Boolean(extension(operation, 'x-hidden'));
}

// Path-level parameters overridden by operation-level ones with the same name and location; cookies skipped.
function mergeParameters(root: unknown, pathLevel: unknown[] | undefined, operationLevel: unknown[] | undefined): Json[] {
  const merged = new Map<string, Json>();
  for (const raw of [...(pathLevel ?? []), ...(operationLevel ?? [])]) {
    const param = resolveObject(root, raw);
    const name = param && asString(param.name);
    const location = param && asString(param.in);
    if (param && name && location && location !== 'cookie') merged.set(`${location}:${name}`, param);
  }
  return [...merged.values()];
}

function groupByTag(operations: OperationEntry[], tags: OpenAPIV3_1.TagObject[]): Map<string, OperationEntry[]> {
  const groups = new Map<string, OperationEntry[]>();
  for (const tag of tags) {
    const entries = operations.filter((entry) => entry.tag === tag.name);
    if (entries.length > 0) groups.set(tag.name, entries);
  }
  for (const entry of operations) {
    const group = groups.get(entry.tag);
    if (!group) groups.set(entry.tag, [entry]);
    else if (!group.includes(entry)) group.push(entry);
  }
  return groups;
}

function scopesOf(operation: OpenAPIV3_1.OperationObject): string[] {
  return (asArray(extension(operation, 'x-scopes')) ?? []).filter((scope): scope is string => typeof scope === 'string');
}

function jsonSchemaOf(content: unknown): unknown {
  if (!isRecord(content)) return undefined;
  const media = content['application/json'] ?? Object.values(content)[0];
  return isRecord(media) ? media.schema : undefined;
}

function methodBadge(method: Method): string {
  return `<span class="method method-${method}">${method.toUpperCase()}</span>`;
}

function renderOperation(root: unknown, entry: OperationEntry): string {
  const { operation } = entry;
  const requestBody = resolveObject(root, operation.requestBody);
  const bodySchema = requestBody ? jsonSchemaOf(requestBody.content) : undefined;
  return [
    `<article class="operation" id="${escapeHtml(entry.id)}" aria-labelledby="${escapeHtml(entry.id)}-title">`,
    `<h3 id="${escapeHtml(entry.id)}-title">${methodBadge(entry.method)} <code class="path">${escapeHtml(entry.path)}</code>` +
      `${operation.deprecated ? ' <span class="deprecated">Deprecated</span>' : ''}</h3>`,
    operation.summary ? `<p class="summary">${inlineText(operation.summary)}</p>` : '',
    paragraphs(operation.description),
    renderScopes(operation),
    renderParameters(root, entry.parameters),
    requestBody ? renderRequestBody(root, requestBody, bodySchema) : '',
    renderResponses(root, operation.responses ?? {}),
    '<h4>Example request</h4>',
    `<pre class="code"><code>${escapeHtml(curlExample(root, entry, bodySchema))}</code></pre>`,
    '</article>',
  ]
    .filter(Boolean)
    .join('\n');
}

function renderScopes(operation: OpenAPIV3_1.OperationObject): string {
  const scopes = scopesOf(operation);
  const value = scopes.length
    ? scopes.map((scope) => `<code class="scope">${escapeHtml(scope)}</code>`).join(' ')
    : 'Any valid API key';
  return `<p class="scopes"><strong>Required scopes:</strong> ${value}</p>`;
}

function renderParameters(root: unknown, parameters: Json[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((param) => {
      const isRequired = param.in === 'path' || param.required === true;
      return (
        `<tr><th scope="row"><code>${escapeHtml(String(param.name))}</code></th>` +
        `<td>${escapeHtml(String(param.in))}</td>` +
        `<td><code class="type">${escapeHtml(typeText(root, param.schema))}</code></td>` +
        `<td>${isRequired ? '<span class="required">required</span>' : 'optional'}</td>` +
        `<td>${notesHtml(root, param.schema, [], asString(param.description))}</td></tr>`
      );
    })
    .join('\n');
  return (
    '<h4>Parameters</h4>' +
    '<div class="table-wrap"><table><caption>Parameters</caption>' +
    '<thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>\n${rows}\n</tbody></table></div>`
  );
}

function renderRequestBody(root: unknown, requestBody: Json, bodySchema: unknown): string {
  const rows = collectFields(root, bodySchema, '', [], 0);
  const description = paragraphs(asString(requestBody.description));
  const table = rows.length
    ? renderFieldsTable(rows, 'Request body fields')
    : `<p>JSON body of type <code class="type">${escapeHtml(typeText(root, bodySchema))}</code>.</p>`;
  return `<h4>Request body</h4>\n${description}\n<p class="muted">Content type <code>application/json</code>.</p>\n${table}`;
}

function statusOrder(status: string): number {
  const code = Number(status.replace(/X/gi, '0'));
  return Number.isFinite(code) ? code : 1000;
}

function renderResponses(root: unknown, responses: OpenAPIV3_1.ResponsesObject): string {
  const statuses = Object.keys(responses).sort((a, b) => statusOrder(a) - statusOrder(b));
  if (statuses.length === 0) return '';
  const resolved = statuses.map((status) => ({ status, response: resolveObject(root, responses[status]) }));
  const rows = resolved
    .map(
      ({ status, response }) =>
        `<tr><th scope="row"><span class="status status-${escapeHtml(status.charAt(0))}xx">${escapeHtml(status)}</span></th>` +
        `<td>${inlineText(asString(response?.description) ?? '')}</td></tr>`,
    )
    .join('\n');
  const bodies = resolved
    .filter(({ status }) => status.startsWith('2'))
    .map(({ status, response }) => renderResponseBody(root, status, response))
    .join('\n');
  return (
    '<h4>Responses</h4>' +
    '<div class="table-wrap"><table><caption>Responses</caption>' +
    '<thead><tr><th scope="col">Status</th><th scope="col">Description</th></tr></thead>' +
    `<tbody>\n${rows}\n</tbody></table></div>\n${bodies}`
  );
}

function renderResponseBody(root: unknown, status: string, response: Json | undefined): string {
  const schema = response ? jsonSchemaOf(response.content) : undefined;
  if (schema === undefined) return `<p class="muted">${escapeHtml(status)}: no response body.</p>`;
  const rows = collectFields(root, schema, '', [], 0);
  if (rows.length === 0) return `<p>${escapeHtml(status)} body: <code class="type">${escapeHtml(typeText(root, schema))}</code></p>`;
  return `<h5>${escapeHtml(status)} response body</h5>\n${renderFieldsTable(rows, `${status} response fields`)}`;
}

// ---------- page frame ----------

function tagAnchor(tag: string): string {
  return `tag-${slugify(tag)}`;
}

function renderNav(document: OpenAPIV3_1.Document, groups: Map<string, OperationEntry[]>): string {
  const guideLinks = GUIDES.map((guide) => `<li><a href="#${guide.id}">${guide.title}</a></li>`).join('\n');
  const endpointGroups = [...groups]
    .map(([tag, entries]) => {
      const links = entries
        .map(
          (entry) =>
            `<li><a href="#${escapeHtml(entry.id)}">${methodBadge(entry.method)} ` +
            `<span>${escapeHtml(entry.operation.summary || entry.path)}</span></a></li>`,
        )
        .join('\n');
      return `<li><a class="nav-tag" href="#${escapeHtml(tagAnchor(tag))}">${escapeHtml(tag)}</a>\n<ul>\n${links}\n</ul></li>`;
    })
    .join('\n');
  return [
    '<nav class="sidebar" aria-label="API reference">',
    `<p class="brand">${escapeHtml(document.info.title || 'API reference')} <span class="version">v${escapeHtml(document.info.version)}</span></p>`,
    '<p class="nav-heading" id="nav-guides">Guides</p>',
    `<ul aria-labelledby="nav-guides">\n${guideLinks}\n</ul>`,
    '<p class="nav-heading" id="nav-endpoints">Endpoints</p>',
    `<ul aria-labelledby="nav-endpoints">\n${endpointGroups}\n</ul>`,
    `<p class="nav-footer"><a href="${OPENAPI_PATH}">OpenAPI document (JSON)</a></p>`,
    '</nav>',
  ].join('\n');
}

function renderHeader(document: OpenAPIV3_1.Document): string {
  return [
    '<header class="page-header">',
    `<h1>${escapeHtml(document.info.title || 'API reference')}</h1>`,
    paragraphs(document.info.description),
    `<p class="muted">Version ${escapeHtml(document.info.version)} · Machine-readable OpenAPI 3.1 document: ` +
      `<a href="${OPENAPI_PATH}"><code>${OPENAPI_PATH}</code></a></p>`,
    '</header>',
  ].join('\n');
}

function renderTagSection(root: unknown, tag: string, entries: OperationEntry[], tags: OpenAPIV3_1.TagObject[]): string {
  const anchor = escapeHtml(tagAnchor(tag));
  const description = tags.find((candidate) => candidate.name === tag)?.description;
  return [
    `<section class="tag-section" aria-labelledby="${anchor}">`,
    `<h2 id="${anchor}">${escapeHtml(tag)}</h2>`,
    paragraphs(description),
    ...entries.map((entry) => renderOperation(root, entry)),
    '</section>',
  ].join('\n');
}

// ---------- static content ----------

const GUIDES_HTML = `
<section class="guide" aria-labelledby="introduction">
<h2 id="introduction">Introduction</h2>
<p>The Loadout API lets a company's IT team procure hardware (quotes) and move devices between employees and storage (device actions).
Every endpoint lives under the base path <code>/api/v1</code>, is served over HTTPS, and takes and returns JSON
(<code>Content-Type: application/json</code>, UTF-8).</p>
<p>A successful response wraps its payload in a <code>data</code> envelope; lists add a <code>meta</code> object:</p>
<pre class="code"><code>{"data": {"id": "…", "livemode": true, …}}
{"data": [ … ], "meta": {"has_more": true, "next_cursor": "eyJ2Ijo…"}}</code></pre>
<p>Timestamps are ISO 8601 in UTC with milliseconds (<code>2026-11-21T09:30:00.000Z</code>). Money is a JSON number plus a
<code>currency</code> (ISO 4217, default <code>USD</code>). Every response carries an <code>X-Request-Id</code> header; quote it when you contact support.</p>
<p><strong>Live and test mode.</strong> Every object carries <code>livemode</code>. Live keys work on live data; test keys work on the
company's sandbox, where every object has <code>livemode: false</code>. Neither mode ever sees the other's objects.</p>
<p>The machine-readable OpenAPI 3.1 document is at <a href="${OPENAPI_PATH}"><code>${OPENAPI_PATH}</code></a>.</p>
</section>

<section class="guide" aria-labelledby="authentication">
<h2 id="authentication">Authentication</h2>
<p>Send a company API key as a bearer token on every request. Live keys start with <code>lo_live_</code>, sandbox keys with <code>lo_test_</code>.
Keep keys on your server; never ship them to a browser or mobile app.</p>
<pre class="code"><code>Authorization: Bearer lo_live_…
Authorization: Bearer lo_test_…</code></pre>
<p>Each key holds scopes. A <code>:write</code> scope implies the matching <code>:read</code> scope. Each endpoint below lists the scopes it needs;
products and kits need only a valid key.</p>
<div class="table-wrap"><table><caption>Scopes</caption>
<thead><tr><th scope="col">Scope</th><th scope="col">Grants</th></tr></thead>
<tbody>
<tr><th scope="row"><code>quotes:read</code></th><td>List and read quotes.</td></tr>
<tr><th scope="row"><code>quotes:write</code></th><td>Create quotes and accept or reject items and alternatives (includes <code>quotes:read</code>).</td></tr>
<tr><th scope="row"><code>assets:read</code></th><td>List and read inventory assets.</td></tr>
<tr><th scope="row"><code>assets:write</code></th><td>Add devices to the inventory (includes <code>assets:read</code>).</td></tr>
<tr><th scope="row"><code>device_actions:read</code></th><td>List and read device actions.</td></tr>
<tr><th scope="row"><code>device_actions:write</code></th><td>Create device actions (includes <code>device_actions:read</code>).</td></tr>
<tr><th scope="row"><code>webhooks:manage</code></th><td>Create, read, update, delete and test webhook endpoints.</td></tr>
<tr><th scope="row"><code>employees:read</code></th><td>List and read employees.</td></tr>
</tbody></table></div>
<ul>
<li><strong>401 <code>UNAUTHORIZED</code></strong>: the key is missing, invalid, expired or revoked. Any string that is not a real key
gets the one message <code>Invalid API key</code>; a real key that was revoked or expired is named as such.</li>
<li><strong>403 <code>FORBIDDEN</code></strong>: the key lacks a scope the endpoint needs, or API access is disabled for the company.</li>
<li><strong>404 <code>NOT_FOUND</code></strong>: the object does not exist for your company and mode. An object of another company
also answers 404, never 403, so the API never reveals that it exists.</li>
</ul>
</section>

<section class="guide" aria-labelledby="errors">
<h2 id="errors">Errors</h2>
<p>Every error has the same body. Branch on <code>code</code>, not on the message text; <code>details</code> may be <code>null</code>.</p>
<pre class="code"><code>{
  "error": {
    "code": "VALIDATION_ERROR",
    "message": "items[0].recipients: must contain at least 1 recipient",
    "details": [{"path": "items[0].recipients", "message": "must contain at least 1 recipient"}]
  }
}</code></pre>
<div class="table-wrap"><table><caption>Error codes</caption>
<thead><tr><th scope="col">Code</th><th scope="col">HTTP status</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><th scope="row"><code>VALIDATION_ERROR</code></th><td>400</td><td>Invalid query parameter or body: malformed JSON, a body that is not UTF-8, wrong type, unknown enum value, unknown body field, a number out of its range (money: 0 to 9999999999.99), a link that is not <code>https://</code>, malformed cursor or limit.
<code>details</code> is a list of <code>{"path", "message"}</code>, e.g. <code>{"path": "items[0].recipients", …}</code>.</td></tr>
<tr><th scope="row"><code>UNAUTHORIZED</code></th><td>401</td><td>Missing, invalid, expired or revoked API key.</td></tr>
<tr><th scope="row"><code>FORBIDDEN</code></th><td>403</td><td>The key lacks the required scope, or API access is disabled for the company.</td></tr>
<tr><th scope="row"><code>NOT_FOUND</code></th><td>404</td><td>Unknown route, or no such object for your company and mode.</td></tr>
<tr><th scope="row"><code>CONFLICT</code></th><td>409</td><td>The request conflicts with the current state (e.g. an option already decided), or an <code>Idempotency-Key</code> was reused with a different body.</td></tr>
<tr><th scope="row"><code>RATE_LIMITED</code></th><td>429</td><td>The key's per-minute budget is spent; wait <code>Retry-After</code> seconds.</td></tr>
<tr><th scope="row"><code>INTERNAL_ERROR</code></th><td>500</td><td>Unexpected failure on our side; the body holds no internals. Retry later and quote <code>X-Request-Id</code>.</td></tr>
<tr><th scope="row"><code>SERVICE_UNAVAILABLE</code></th><td>503</td><td>The API is over capacity and refused the request before checking the key or doing any work (so without <code>X-RateLimit-*</code> headers); retry after <code>Retry-After</code> seconds.</td></tr>
</tbody></table></div>
<p>A request body larger than 1 MiB is rejected with HTTP <strong>413</strong> and code <code>VALIDATION_ERROR</code>.</p>
</section>

<section class="guide" aria-labelledby="rate-limits">
<h2 id="rate-limits">Rate limits</h2>
<p>Each API key has a budget of requests per fixed one-minute window: 600 by default (it can be raised per key).
Requests rejected for a bad key do not use any company's budget; they are limited per client IP instead.</p>
<div class="table-wrap"><table><caption>Rate limit headers</caption>
<thead><tr><th scope="col">Header</th><th scope="col">Meaning</th></tr></thead>
<tbody>
<tr><th scope="row"><code>X-RateLimit-Limit</code></th><td>Requests allowed in the current window.</td></tr>
<tr><th scope="row"><code>X-RateLimit-Remaining</code></th><td>Requests left in the current window.</td></tr>
<tr><th scope="row"><code>X-RateLimit-Reset</code></th><td>End of the current window as Unix time in <strong>milliseconds</strong>.</td></tr>
<tr><th scope="row"><code>Retry-After</code></th><td>Only on 429 and 503: whole seconds (at least 1) to wait before retrying.</td></tr>
</tbody></table></div>
<p>Every response carries the three <code>X-RateLimit-*</code> headers. Over budget, the API answers 429 with code <code>RATE_LIMITED</code>.</p>
</section>

<section class="guide" aria-labelledby="pagination">
<h2 id="pagination">Pagination</h2>
<p>List endpoints are cursor-paginated and take two query parameters:</p>
<ul>
<li><code>limit</code>: page size from 1 to 100, default 25.</li>
<li><code>cursor</code>: an opaque string; pass the previous page's <code>meta.next_cursor</code> unchanged.</li>
</ul>
<p>When <code>meta.has_more</code> is <code>true</code>, request the next page with <code>cursor=&lt;meta.next_cursor&gt;</code>;
on the last page <code>meta.next_cursor</code> is <code>null</code>. Keep the same <code>sort</code> and filters while paging:
a cursor is only valid for the ordering that produced it. Where supported, <code>sort</code> is <code>created_at</code>,
<code>-created_at</code> (default), <code>updated_at</code> or <code>-updated_at</code>; a leading <code>-</code> means descending.
A malformed <code>cursor</code> or <code>limit</code> answers 400 <code>VALIDATION_ERROR</code>.</p>
<pre class="code"><code>curl "${EXAMPLE_BASE_URL}/api/v1/quotes?limit=50&amp;cursor=eyJ2Ijo…" \\
  -H "Authorization: Bearer $LOADOUT_API_KEY"</code></pre>
</section>

<section class="guide" aria-labelledby="idempotency">
<h2 id="idempotency">Idempotency</h2>
<p>Send an <code>Idempotency-Key</code> header (a unique value such as a UUID, up to 255 characters) on any POST to make it safe to retry after a timeout or network error.</p>
<ul>
<li>The first successful response (status and body) is stored for 24 hours per API key.</li>
<li>A retry with the same key and the same body gets that stored response again, with the header <code>Idempotent-Replayed: true</code>; nothing is created twice.</li>
<li>The same key with a different body answers 409 <code>CONFLICT</code>.</li>
<li>Only successful responses are stored: after an error you can fix the request and retry with the same key.</li>
</ul>
</section>

<section class="guide" aria-labelledby="webhooks">
<h2 id="webhooks">Webhooks</h2>
<p>Register an endpoint with <code>POST /api/v1/webhooks</code> (scope <code>webhooks:manage</code>) and Loadout POSTs each event you
subscribe to: <code>quote.created</code>, <code>quote.pending</code> (pricing is ready), <code>quote.approved</code>,
<code>quote.tracking_added</code>, <code>quote.delivered</code>, <code>quote.action_required</code>, <code>logistics.created</code>,
<code>logistics.tracking_added</code>, <code>logistics.completed</code>, <code>logistics.cancelled</code>, <code>logistics.action_required</code>, or the wildcards
<code>quote.*</code>, <code>logistics.*</code> and <code>*</code>. <code>POST /api/v1/webhooks/{id}/test</code> sends a
<code>webhook.test</code> event at once. At most 10 endpoints per company and mode; URLs must be <code>https://</code> and publicly reachable.</p>
<pre class="code"><code>POST /your/webhook HTTP/1.1
Content-Type: application/json
webhook-id: 5b0f7f0e-6a6c-4c7e-8f0a-2f4b8b6d1e11
webhook-timestamp: 1795257600
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
X-Loadout-Event: quote.pending

{"id": "5b0f7f0e-…", "type": "quote.pending", "created_at": "2026-11-21T10:00:00.000Z", "livemode": true, "data": {…the quote…}}</code></pre>
<p><strong>Signatures</strong> follow the Standard Webhooks specification: <code>webhook-signature</code> holds
<code>v1,</code> and the base64 HMAC-SHA256 of <code>webhook-id.webhook-timestamp.body</code>, keyed with the base64-decoded part of your
<code>whsec_…</code> secret after the prefix. Verify the raw body exactly as received, reject timestamps more than five minutes away, and compare in
constant time. Any Standard Webhooks library does this (<code>standardwebhooks</code> on npm, PyPI and others), or, in Node.js, the helper
shipped with Loadout's client code, <code>lib/webhooks/verify.ts</code>:</p>
<pre class="code"><code>import { verifyWebhook } from './lib/webhooks/verify';

app.post('/webhooks/loadout', express.raw({ type: 'application/json' }), (req, res) =&gt; {
  const event = verifyWebhook({ secret: process.env.LOADOUT_WEBHOOK_SECRET, headers: req.headers, body: req.body.toString('utf8') });
  // throws WebhookVerificationError when the signature or timestamp is wrong
  res.sendStatus(204);
});</code></pre>
<p><strong>Delivery.</strong> Answer with any 2xx within 15 seconds. Other answers, timeouts and network errors are retried after 5 s, 5 min, 30 min,
2 h, 5 h, 10 h and 10 h (8 attempts); redirects are not followed. The <code>webhook-id</code> (the event id) stays the same across retries, so
use it to ignore duplicates: deliveries are at least once. An endpoint that answers <code>410 Gone</code>, or whose deliveries have all failed
for 5 days, is disabled (<code>is_active: false</code> with a <code>disabled_reason</code>); re-enable it with
<code>PATCH {"is_active": true}</code>. <code>GET /api/v1/webhooks/{id}</code> shows the last 20 deliveries, and
<code>POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry</code> sends one again.</p>
<p><strong>Secret rotation.</strong> <code>PATCH {"rotate_secret": true}</code> returns a new secret once. For 24 hours both secrets sign
each delivery (two space-separated <code>v1,</code> signatures), so you can deploy the new secret without dropping events.</p>
</section>

<section class="guide" aria-labelledby="testing">
<h2 id="testing">Testing your integration</h2>
<p>Build against a <strong>test key</strong> (<code>lo_test_…</code>). It works on your company's sandbox: every object it creates has
<code>livemode: false</code>, live keys never see it, and nothing real happens: no e-mail, tracker task or order leaves Loadout (they are kept
as sandbox records). Webhooks are delivered for real to the endpoints you register with the test key. Where our staff would act, you call the
<strong>test helpers</strong> under <code>/api/v1/test-helpers</code>, which run the same state machine and emit the same events (a live key
gets 404 there). A test key created with <code>autopilot: true</code> needs no helpers: sandbox quotes are priced, shipped and delivered, and
device actions tracked and completed, a step every few seconds.</p>
<p>The whole quote flow (flow A):</p>
<pre class="code"><code>export KEY=lo_test_…   # scopes quotes:write webhooks:manage device_actions:write assets:write
curl -X POST $BASE/api/v1/webhooks -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \
  -d '{"url": "https://your.app/webhooks/loadout", "events": ["*"]}'                 # keep data.secret
curl -X POST $BASE/api/v1/quotes -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' -d '{
  "requester_email": "it@example.com",
  "items": [{"product_type": "Laptop", "specification": {"brand": "Apple", "model": "MacBook Air 13"},
             "recipients": [{"name": "Ada", "email": "ada@example.com", "country": "GB", "address": "1 Main St, London"}]}]}'
curl -X POST $BASE/api/v1/test-helpers/quotes/$QUOTE/price -H "Authorization: Bearer $KEY" \
  -H 'Content-Type: application/json' -d '{}'                                          # → quote.pending
curl -X POST $BASE/api/v1/quotes/$QUOTE/items/$ITEM/action -H "Authorization: Bearer $KEY" \
  -H 'Content-Type: application/json' -d '{"action": "accept"}'                         # → quote.approved
curl -X POST $BASE/api/v1/test-helpers/quotes/$QUOTE/recipients/$RECIPIENT/tracking -H "Authorization: Bearer $KEY" \
  -H 'Content-Type: application/json' -d '{}'                                          # → quote.tracking_added
curl -X POST $BASE/api/v1/test-helpers/quotes/$QUOTE/recipients/$RECIPIENT/delivered -H "Authorization: Bearer $KEY"   # → quote.delivered</code></pre>
<p>Alternatives and requests for input: <code>POST /api/v1/test-helpers/quotes/{id}/items/{itemId}/alternatives</code>
(<code>{"brand", "model", "price", "description", "is_exact_match"}</code>) and <code>POST /api/v1/test-helpers/quotes/{id}/action-required</code>
(<code>{"message"}</code>).</p>
<p>The device flow (flow B):</p>
<pre class="code"><code>curl -X POST $BASE/api/v1/devices -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \
  -d '{"serial_number": "SN-1", "device_type": "Laptop", "model": "ThinkPad T14", "country": "DE", "employee": {"name": "Ada"}}'
curl -X POST $BASE/api/v1/device-actions -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \
  -d '{"action_type": "Store", "serial_number": "SN-1", "current_user": {"name": "Ada", "email": "ada@example.com"}}'   # → logistics.created
curl -X POST $BASE/api/v1/test-helpers/device-actions/$ACTION/tracking -H "Authorization: Bearer $KEY" \
  -H 'Content-Type: application/json' -d '{}'                                          # → logistics.tracking_added
curl -X POST $BASE/api/v1/test-helpers/device-actions/$ACTION/complete -H "Authorization: Bearer $KEY" \
  -H 'Content-Type: application/json' -d '{}'                                          # → logistics.completed; the asset is in storage</code></pre>
</section>

<section class="guide" aria-labelledby="versioning">
<h2 id="versioning">Versioning and changelog</h2>
<p>The version is the path prefix <code>/api/v1</code>. Version 1 is <strong>Stable</strong>: it only changes in additive ways
(new endpoints, new optional fields, new event types, new enum values announced below). Ignore fields you do not know and
tolerate new enum values. A breaking change would ship as <code>/api/v2</code>.</p>
<p>A deprecated endpoint or field is announced with the <code>Deprecation</code> and <code>Sunset</code> response headers and a changelog entry
at least six months before it is removed.</p>
<p><strong>Removed:</strong> <code>GET /api/v1/assets/:id</code> answers 404 <code>NOT_FOUND</code>. Use
<code>GET /api/v1/device-actions?include_asset=true</code> to read a device together with its asset.</p>
<h3 id="changelog">Changelog</h3>
<ul class="changelog">
<li><time datetime="2026-11-24">2026-11-24</time>: stricter input, each refused with 400 <code>VALIDATION_ERROR</code> naming the
field where there is one: money fields (<code>cost</code>, <code>price</code>, <code>price_estimate</code>, sandbox <code>prices</code>)
take 0 to 9999999999.99, as the OpenAPI document now states (larger amounts used to fail with a 500); request bodies must be
UTF-8; <code>tracking_link</code> and <code>image_url</code> take only <code>https://</code> URLs; webhook URLs refuse user info
(<code>user@</code>), backslashes, spaces and control characters and percent-encoded hosts, and are stored and returned normalised
(<code>HTTPS://Example.com/a/../hook</code> becomes <code>https://example.com/hook</code>). Any string that is not a real API key now
gets the one 401 message <code>Invalid API key</code>; revoked and expired keys are still named as such.</li>
<li><time datetime="2026-11-24">2026-11-24</time>: quotes have a <code>number</code> (<code>Q-2026-000123</code>, accepted
wherever the id is), <code>accepted_total</code> beside <code>total</code>, and <code>comments</code>. New:
<code>POST /quotes/{id}/comments</code> and <code>POST /device-actions/{id}/comments</code> (answer a request for input),
<code>POST /device-actions/{id}/cancel</code> (before it ships), the <code>search</code> filter on quotes and device actions,
and the event <code>logistics.cancelled</code>. Countries are stored and returned as ISO 3166-1 alpha-2 codes; requests
may give a code or a country's name, and an unknown country is a 400. A quote passing several statuses in one change
records each status and sends <code>quote.approved</code> on the way. Device action references no longer skip numbers
after a refused create.</li>
<li><time datetime="2026-11-21">2026-11-21</time>: v1 reference published.</li>
</ul>
</section>
`;

const STYLES = `
:root { color-scheme: light; --text: #1a1f29; --muted: #4a5261; --bg: #ffffff; --panel: #f5f6f8; --border: #d6dae1;
  --link: #0a53c2; --code-bg: #eef1f5; --pre-bg: #111827; --pre-text: #e5e7eb; }
* { box-sizing: border-box; }
html { scroll-behavior: smooth; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); background: var(--bg); }
a { color: var(--link); }
a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
:not(pre) > code { background: var(--code-bg); padding: 0.1em 0.35em; border-radius: 4px; overflow-wrap: anywhere; }
.skip-link { position: absolute; left: -9999px; top: 0; background: var(--text); color: #fff; padding: 0.5rem 1rem; z-index: 10; }
.skip-link:focus { left: 0.5rem; top: 0.5rem; }
.layout { display: grid; grid-template-columns: 290px minmax(0, 1fr); min-height: 100vh; }
.sidebar { position: sticky; top: 0; align-self: start; height: 100vh; overflow-y: auto; padding: 1.25rem 1rem 2rem;
  background: var(--panel); border-right: 1px solid var(--border); font-size: 0.92rem; }
.sidebar ul { list-style: none; margin: 0; padding: 0; }
.sidebar ul ul { margin: 0.25rem 0 0.75rem; }
.sidebar li a { display: flex; gap: 0.4rem; align-items: baseline; padding: 0.2rem 0.4rem; border-radius: 4px; text-decoration: none; color: var(--text); }
.sidebar li a:hover { background: #e4e8ee; }
.sidebar .nav-tag { font-weight: 600; }
.brand { font-weight: 700; font-size: 1.05rem; margin: 0 0 1rem; }
.version { font-weight: 400; color: var(--muted); font-size: 0.85rem; }
.nav-heading { text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.75rem; font-weight: 700; color: var(--muted); margin: 1.25rem 0 0.4rem; }
.nav-footer { margin-top: 1.5rem; }
main { padding: 2rem clamp(1rem, 4vw, 3.5rem) 4rem; max-width: 1100px; }
h1 { font-size: 2rem; margin: 0 0 0.5rem; }
h2 { font-size: 1.5rem; margin: 2.5rem 0 0.75rem; padding-top: 1rem; border-top: 1px solid var(--border); }
h3 { font-size: 1.15rem; margin: 1.5rem 0 0.5rem; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.4rem; }
h5 { font-size: 0.95rem; margin: 1rem 0 0.4rem; color: var(--muted); }
.muted { color: var(--muted); }
.operation { margin: 1.5rem 0 2.5rem; padding: 1.25rem; border: 1px solid var(--border); border-radius: 8px; }
.operation h3 { margin-top: 0; }
.operation h3 .path { font-size: 1rem; }
.summary { font-size: 1.05rem; font-weight: 500; }
.method { display: inline-block; min-width: 3.6em; text-align: center; font: 700 0.72rem/1.6 ui-monospace, Menlo, Consolas, monospace;
  padding: 0 0.35em; border-radius: 4px; }
.method-get { background: #dcf3e4; color: #0b5a2b; }
.method-post { background: #dfeafc; color: #0b3f91; }
.method-put, .method-patch { background: #fcefd6; color: #7a3f00; }
.method-delete { background: #fde2e2; color: #9b1616; }
.deprecated { font-size: 0.75rem; background: #fde2e2; color: #9b1616; padding: 0 0.4em; border-radius: 4px; }
.scope { background: #ebe7fb; color: #3b2a8c; }
.required { color: #9b1616; font-weight: 600; }
.constraint { display: inline-block; margin-right: 0.5rem; color: var(--muted); font-size: 0.85rem; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; font-size: 0.9rem; }
caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
th, td { border: 1px solid var(--border); padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
thead th { background: var(--panel); }
tbody th { font-weight: 400; white-space: nowrap; }
.depth-1 { padding-left: 1.4rem; } .depth-2 { padding-left: 2.2rem; } .depth-3 { padding-left: 3rem; }
.depth-4, .depth-5, .depth-6 { padding-left: 3.8rem; }
.type { white-space: normal; }
.status { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: 700; }
.status-2xx { color: #0b5a2b; } .status-4xx { color: #7a3f00; } .status-5xx { color: #9b1616; }
pre.code { background: var(--pre-bg); color: var(--pre-text); padding: 1rem; border-radius: 6px; overflow-x: auto; line-height: 1.5; }
.changelog time { font-weight: 600; }
@media (max-width: 900px) {
  .layout { grid-template-columns: 1fr; }
  .sidebar { position: static; height: auto; max-height: 60vh; border-right: 0; border-bottom: 1px solid var(--border); }
  tbody th { white-space: normal; }
}
`;
