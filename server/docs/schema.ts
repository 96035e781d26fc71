// Schemas of the OpenAPI document as a reader sees them: `$ref` and `allOf` resolved, a type as text
// (`string (uuid)`, `"a" | "b"`), and a field's description with its constraints.
import { asArray, asBound, asNumber, asString, isRecord, literal, type Json } from './json-values';
import { escapeHtml, inlineText } from './html-text';

type Resolved = { schema: Json; chain: readonly string[]; unresolved?: string };

export const MAX_DEPTH = 6;

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
export function resolveObject(root: unknown, value: unknown, depth = 0): Json | undefined {
  if (!isRecord(value)) return undefined;
  const ref = asString(value.$ref);
  if (!ref) return value;
  return depth >= MAX_DEPTH ? undefined : resolveObject(root, lookupPointer(root, ref), depth + 1);
}

// Resolves `$ref` (keeping sibling keywords such as `description`) and merges `allOf`; `chain` stops cycles.
export function resolveSchema(root: unknown, raw: unknown, chain: readonly string[]): Resolved {
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

export function requiredKeys(schema: Json): string[] {
  return (asArray(schema.required) ?? []).filter((key): key is string => typeof key === 'string');
}

export function typeList(schema: Json): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  return (asArray(type) ?? []).filter((entry): entry is string => typeof entry === 'string');
}

export function variantsOf(schema: Json): unknown[] | undefined {
  return asArray(schema.anyOf) ?? asArray(schema.oneOf);
}

export function isNullSchema(raw: unknown): boolean {
  return isRecord(raw) && raw.type === 'null';
}

export function isObjectLike(schema: Json): boolean {
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
export function typeText(root: unknown, raw: unknown, chain: readonly string[] = []): string {
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
  if (type === 'array')
    return schema.items === undefined ? 'array' : `array of ${wrapUnion(typeText(root, schema.items, chain))}`;
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
export function notesHtml(root: unknown, raw: unknown, chain: readonly string[], description?: string): string {
  const { schema, chain: next } = resolveSchema(root, raw, chain);
  const inner = nullableInner(root, schema, next);
  const text = description ?? asString(schema.description) ?? (inner && asString(inner.description));
  const constraints = [...constraintTexts(schema), ...(inner ? constraintTexts(inner) : [])];
  const parts = [text ? inlineText(text) : '', ...constraints.map((note) => `<span class="constraint">${note}</span>`)];
  return parts.filter(Boolean).join(' ');
}
