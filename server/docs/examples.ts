// Example values built from schemas, and the curl command shown under each operation.
import { asArray, asBound, asString, isRecord, type Json } from './json-values';
import type { OperationEntry } from './operations';
import { isNullSchema, MAX_DEPTH, requiredKeys, resolveSchema, typeList, variantsOf } from './schema';

const EXAMPLE_BASE_URL = 'https://api.example.com';
const GENERIC_STRING = 'string';

const FORMAT_EXAMPLES: Record<string, string> = {
  uuid: '3f6c2a9e-8b1d-4c7a-9e2f-5d4b3a2c1e0f',
  email: 'jane.doe@example.com',
  'date-time': '2026-11-21T09:30:00.000Z',
  date: '2026-11-21',
  uri: 'https://example.com/webhooks/loadout',
  url: 'https://example.com/webhooks/loadout',
};

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
  const type =
    typeList(schema).find((entry) => entry !== 'null') ?? (isRecord(schema.properties) ? 'object' : undefined);
  return exampleForType(root, schema, type, next, depth);
}

function exampleForType(
  root: unknown,
  schema: Json,
  type: string | undefined,
  chain: readonly string[],
  depth: number,
): unknown {
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
export function curlExample(root: unknown, entry: OperationEntry, bodySchema: unknown): string {
  const pathPart = entry.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathParamExample(root, entry, name));
  const query = entry.parameters
    .filter((param) => param.in === 'query' && param.required === true)
    .map(
      (param) =>
        `${encodeURIComponent(String(param.name))}=${encodeURIComponent(String(exampleValue(root, param.schema)))}`,
    );
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
