import { invalidPath, invalidSyntax, invalidValue, noTarget, ScimError } from './errors';
import {
  CORE_USER,
  ENTERPRISE_NAMES,
  ENTERPRISE_USER,
  KNOWN_TOP_LEVEL,
  LIFECYCLE_NAMES,
  LIFECYCLE_USER,
  PATCH_OP,
} from './schemas';
import type { ScimUser } from './user';

// PATCH (RFC 7644 §3.5.2) applied to the user as it reads, before it is read back as employee fields: `add`,
// `replace` and `remove`, with or without a path, in the forms Okta and Entra ID send — Entra's capitalised ops
// ("Replace"), paths with a value filter (`emails[type eq "work"].value`), extension attributes by their full URN
// (`urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department`), and value objects keyed by such paths.

type Operation = 'add' | 'replace' | 'remove';
type Path = {
  /** The extension the attribute belongs to, or null for the core schema. */
  schema: string | null;
  /** The attribute; null when the path names a whole extension. */
  attribute: string | null;
  filter: { attribute: string; value: string | boolean } | null;
  sub: string | null;
};

const EXTENSIONS: [string, Set<string>][] = [
  [ENTERPRISE_USER, ENTERPRISE_NAMES],
  [LIFECYCLE_USER, LIFECYCLE_NAMES],
];
const READ_ONLY = new Set(['id', 'meta', 'schemas']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The operations of a PatchOp request body, checked. */
export function readPatch(body: unknown): { op: Operation; path: string | undefined; value: unknown }[] {
  if (!isObject(body)) throw invalidSyntax('The body must be a JSON object: a PatchOp.');
  const schemas = body.schemas;
  if (Array.isArray(schemas) && !schemas.some((schema) => String(schema).toLowerCase() === PATCH_OP.toLowerCase())) {
    throw invalidSyntax(`A PATCH body names the schema ${PATCH_OP}.`);
  }
  const operations = body.Operations ?? body.operations;
  if (!Array.isArray(operations) || operations.length === 0) {
    throw invalidSyntax('A PATCH body carries "Operations": a list of {op, path, value}.');
  }
  return operations.map((operation, index) => {
    if (!isObject(operation)) throw invalidSyntax(`Operations[${index}] must be an object.`);
    const op = String(operation.op ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw invalidSyntax(`Operations[${index}].op "${String(operation.op)}" is not add, replace or remove.`);
    }
    const path = operation.path;
    if (path !== undefined && typeof path !== 'string')
      throw invalidPath(`Operations[${index}].path must be a string.`);
    return { op, path: path?.trim() || undefined, value: operation.value };
  });
}

/** The user after the operations, as a new object. */
export function applyPatch(user: ScimUser, operations: ReturnType<typeof readPatch>): ScimUser {
  const result = structuredClone(user);
  for (const { op, path, value } of operations) {
    if (path) {
      applyAt(result, parsePath(path), op, value);
    } else if (op === 'remove') {
      throw noTarget('A remove operation needs a path: the attribute to remove.');
    } else {
      if (!isObject(value)) throw invalidValue(`An ${op} without a path takes an object of attributes as its value.`);
      for (const [key, attributeValue] of Object.entries(value)) {
        // A key may be an extension's URN with its attributes as an object: each attribute is one change.
        const extension = EXTENSIONS.find(([schema]) => schema.toLowerCase() === key.toLowerCase());
        if (extension && isObject(attributeValue)) {
          for (const [name, extensionValue] of Object.entries(attributeValue)) {
            applyAt(result, parsePath(`${extension[0]}:${name}`), op, extensionValue);
          }
        } else {
          applyAt(result, parsePath(key), op, attributeValue);
        }
      }
    }
  }
  return result;
}

const SEGMENT =
  /^([A-Za-z$][\w$]*)(?:\[\s*([A-Za-z]\w*)\s+eq\s+("(?:[^"\\]|\\.)*"|true|false)\s*\])?(?:\.([A-Za-z$][\w$]*))?$/i;

export function parsePath(path: string): Path {
  let schema: string | null = null;
  let rest = path;
  if (/^urn:/i.test(path)) {
    const known = [CORE_USER, ...EXTENSIONS.map(([urn]) => urn)].find((urn) =>
      path.toLowerCase().startsWith(urn.toLowerCase()),
    );
    if (!known) throw invalidPath(`The path "${path}" names a schema that is not served here.`);
    rest = path.slice(known.length).replace(/^:/, '');
    schema = known === CORE_USER ? null : known;
    if (!rest) {
      if (!schema) throw invalidPath(`The path "${path}" names no attribute.`);
      return { schema, attribute: null, filter: null, sub: null };
    }
  }
  const match = SEGMENT.exec(rest);
  if (!match)
    throw invalidPath(`The path "${path}" cannot be read; e.g. title, name.givenName or emails[type eq "work"].value.`);
  const [, attribute, filterAttribute, filterValue, sub] = match as unknown as [
    string,
    string,
    string?,
    string?,
    string?,
  ];
  const names = schema ? EXTENSIONS.find(([urn]) => urn === schema)![1] : KNOWN_TOP_LEVEL;
  if (!names.has(attribute.toLowerCase())) {
    throw invalidPath(`The path "${path}" names no attribute of ${schema ?? 'User'}. See /scim/v2/Schemas.`);
  }
  if (!schema && READ_ONLY.has(attribute.toLowerCase())) {
    throw new ScimError(400, `${attribute} cannot be changed.`, 'mutability');
  }
  return {
    schema,
    attribute,
    filter:
      filterAttribute && filterValue
        ? {
            attribute: filterAttribute,
            value: filterValue.startsWith('"') ? (JSON.parse(filterValue) as string) : filterValue === 'true',
          }
        : null,
    sub: sub ?? null,
  };
}

/** The key of `name` in `object`, matched without regard to case, or `name` itself when absent. */
function keyOf(object: Record<string, unknown>, name: string): string {
  return Object.keys(object).find((key) => key.toLowerCase() === name.toLowerCase()) ?? name;
}

function containerOf(user: ScimUser, schema: string | null): Record<string, unknown> {
  if (!schema) return user;
  const key = keyOf(user, schema);
  if (!isObject(user[key])) user[key] = {};
  return user[key] as Record<string, unknown>;
}

function matches(entry: unknown, filter: NonNullable<Path['filter']>): boolean {
  if (!isObject(entry)) return false;
  const actual = entry[keyOf(entry, filter.attribute)];
  return typeof filter.value === 'string' && typeof actual === 'string'
    ? actual.toLowerCase() === filter.value.toLowerCase()
    : actual === filter.value || String(actual).toLowerCase() === String(filter.value);
}

function applyAt(user: ScimUser, path: Path, op: Operation, value: unknown) {
  const container = containerOf(user, path.schema);
  if (path.attribute === null) {
    // The whole extension: its attributes are merged (add, replace) or it is dropped (remove).
    if (op === 'remove') delete user[keyOf(user, path.schema!)];
    else if (isObject(value)) Object.assign(container, value);
    else throw invalidValue(`${path.schema} takes an object of its attributes.`);
    return;
  }
  const key = keyOf(container, path.attribute);
  const current = container[key];

  if (path.filter || Array.isArray(current) || (op !== 'remove' && Array.isArray(value))) {
    applyToMultiValued(container, key, path, op, value);
    return;
  }
  if (path.sub) {
    if (op === 'remove') {
      if (isObject(current)) delete current[keyOf(current, path.sub)];
      return;
    }
    const object = isObject(current) ? current : (container[key] = {});
    object[keyOf(object as Record<string, unknown>, path.sub)] = value;
    return;
  }
  if (op === 'remove') {
    delete container[key];
  } else if (isObject(current) && isObject(value)) {
    // A complex attribute: the sub-attributes given replace theirs, the others stay (RFC 7644 §3.5.2.3).
    for (const [name, subValue] of Object.entries(value)) current[keyOf(current, name)] = subValue;
  } else {
    container[key] = value;
  }
}

/** emails, addresses and the like: entries chosen by a filter, else by being of the same type, else the first. */
function applyToMultiValued(
  container: Record<string, unknown>,
  key: string,
  path: Path,
  op: Operation,
  value: unknown,
) {
  const entries: unknown[] = Array.isArray(container[key]) ? [...(container[key] as unknown[])] : [];
  const filter = path.filter;
  const targets = filter ? entries.filter((entry) => matches(entry, filter)) : entries.slice(0, 1);

  if (op === 'remove') {
    if (path.sub) {
      for (const entry of targets) if (isObject(entry)) delete entry[keyOf(entry, path.sub)];
      container[key] = entries;
    } else {
      container[key] = filter ? entries.filter((entry) => !targets.includes(entry)) : [];
    }
    return;
  }

  if (path.sub) {
    if (targets.length === 0) {
      entries.push(filter ? { [filter.attribute]: filter.value, [path.sub]: value } : { [path.sub]: value });
    } else {
      for (const entry of targets) if (isObject(entry)) entry[keyOf(entry, path.sub)] = value;
    }
    container[key] = entries;
    return;
  }

  const incoming = (Array.isArray(value) ? value : [value]).map((entry) => {
    if (!isObject(entry)) throw invalidValue(`Entries of ${path.attribute} must be objects.`);
    return entry;
  });
  if (op === 'replace' && !filter) {
    container[key] = incoming;
    return;
  }
  // add (or replace of filtered entries): an entry of the same type takes the place of the one there.
  const typeOf = (entry: unknown) => (isObject(entry) ? String(entry[keyOf(entry, 'type')] ?? '').toLowerCase() : '');
  const replaced = filter
    ? new Set(targets)
    : new Set(entries.filter((entry) => incoming.some((next) => typeOf(next) && typeOf(next) === typeOf(entry))));
  container[key] = [...entries.filter((entry) => !replaced.has(entry)), ...incoming];
}
