import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document and z.toJSONSchema produce. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Strings that break naive code: control characters, NUL, lone surrogates, RTL marks, SQL and HTML, huge runs. */
export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u202e\u2066evil',
    '💻🇬🇧👩‍💻',
    "'; DROP TABLE quotes; --",
    '%',
    '%%',
    '%_\\',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e309',
    '0x10',
    '9'.repeat(400),
    '2026-02-30T25:61:00Z',
    'javascript:alert(1)',
    'http://169.254.169.254/latest/meta-data',
    'https://localhost:1/hook',
    '__proto__',
    'constructor',
  ),
  fc.constantFrom(1_000, 10_000, 100_000).map((length) => 'x'.repeat(length)),
);

/** Any JSON value, including the hostile strings and numbers JSON can carry. */
export const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    fc.constantFrom(null, true, false, 0, -0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, Number.MIN_VALUE),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileString), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  uuid: fc.uuid(),
  uri: fc.webUrl(),
  url: fc.webUrl(),
  'date-time': fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString()),
  date: fc
    .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10)),
};

/** Values that match (mostly) a schema, with the strings and uuids of `hints` mixed in so that references can resolve. */
export function fromSchema(
  schema: JsonSchema,
  definitions: Record<string, JsonSchema>,
  hints: fc.Arbitrary<string>,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = definitions[schema.$ref.split('/').pop()!];
    return target ? fromSchema(target, definitions, hints, depth) : junkValue;
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, definitions, hints, depth)));
  if (schema.allOf?.length) return fromSchema(Object.assign({}, ...schema.allOf), definitions, hints, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, definitions, hints, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: schema.minimum ?? schema.exclusiveMinimum ?? -1e6,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'string': {
      if (schema.format === 'uuid') return fc.oneof(hints, fc.uuid());
      const formatted = schema.format ? FORMATS[schema.format] : undefined;
      if (formatted) return formatted;
      const maxLength = Math.min(schema.maxLength ?? 60, 60);
      return fc.oneof(
        fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength }),
        fc.string({ unit: 'grapheme-composite', minLength: Math.max(schema.minLength ?? 1, 1), maxLength }),
        hints,
      );
    }
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      return fc.array(fromSchema(schema.items ?? {}, definitions, hints, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
    }
    case 'object':
    default: {
      if (!schema.properties) {
        if (types[0] !== 'object') return junkValue;
        const values =
          typeof schema.additionalProperties === 'object'
            ? fromSchema(schema.additionalProperties, definitions, hints, depth + 1)
            : junkValue;
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: 3 });
      }
      if (depth > 4) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [
          key,
          fromSchema(value, definitions, hints, depth + 1),
        ]),
      );
      return fc.record(shape, { requiredKeys: Object.keys(shape).filter((key) => required.has(key)) });
    }
  }
}

/** A valid-looking value, then broken in one of the ways clients break them. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    valid,
    junkValue,
    fc
      .tuple(valid, fc.string({ maxLength: 12 }), junkValue)
      .map(([value, key, junk]) => (isObject(value) ? { ...value, [key]: junk } : junk)),
    fc.tuple(valid, fc.nat(), junkValue).map(([value, index, junk]) => replaceOneField(value, index, junk)),
    fc.tuple(valid, fc.nat()).map(([value, index]) => dropOneField(value, index)),
    fc.integer({ min: 1, max: 5_000 }).map((length) => Array.from({ length }, () => ({ a: 1 }))),
    fc.integer({ min: 50, max: 3_000 }).map((depth) => nested(depth)),
  );
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces one field, at any depth, with junk. */
function replaceOneField(value: unknown, index: number, junk: unknown): unknown {
  const paths = fieldPaths(value);
  if (paths.length === 0) return junk;
  return setAt(structuredClone(value), paths[index % paths.length]!, junk);
}

function dropOneField(value: unknown, index: number): unknown {
  const paths = fieldPaths(value);
  if (paths.length === 0) return value;
  const path = paths[index % paths.length]!;
  const copy = structuredClone(value) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], copy);
  if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
  else delete parent[path.at(-1)!];
  return copy;
}

function fieldPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((entry, index) => [[...prefix, index], ...fieldPaths(entry, [...prefix, index])]);
  if (isObject(value))
    return Object.entries(value).flatMap(([key, entry]) => [[...prefix, key], ...fieldPaths(entry, [...prefix, key])]);
  return [];
}

function setAt(root: unknown, path: (string | number)[], junk: unknown) {
  const parent = path.slice(0, -1).reduce<any>((node, key) => node[key], root);
  parent[path.at(-1)!] = junk;
  return root;
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Prototype-pollution keys, written into the JSON text itself (an object literal cannot carry an own `__proto__`). */
export const POLLUTION_KEYS = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":null',
  '"prototype":{"polluted":"yes"}',
];
