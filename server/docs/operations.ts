// The operations of the OpenAPI document in page order: hidden ones left out, parameters merged, grouped by tag.
import type { OpenAPIV3_1 } from 'openapi-types';
import { slugify } from './html-text';
import { asString, isRecord, type Json } from './json-values';
import { resolveObject } from './schema';

export type Method = (typeof METHODS)[number];
export type OperationEntry = {
  id: string;
  method: Method;
  path: string;
  tag: string;
  operation: OpenAPIV3_1.OperationObject;
  parameters: Json[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UNTAGGED = 'Other';

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  used.add(id);
  return id;
}

export function collectOperations(root: unknown, paths: OpenAPIV3_1.PathsObject): OperationEntry[] {
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

export function extension(operation: OpenAPIV3_1.OperationObject, key: string): unknown {
  const record: unknown = operation;
  return isRecord(record) ? record[key] : undefined;
}

function isHidden(operation: OpenAPIV3_1.OperationObject): boolean {
  return Boolean(extension(operation, 'x-hidden'));
}

// Path-level parameters overridden by operation-level ones with the same name and location; cookies skipped.
function mergeParameters(
  root: unknown,
  pathLevel: unknown[] | undefined,
  operationLevel: unknown[] | undefined,
): Json[] {
  const merged = new Map<string, Json>();
  for (const raw of [...(pathLevel ?? []), ...(operationLevel ?? [])]) {
    const param = resolveObject(root, raw);
    const name = param && asString(param.name);
    const location = param && asString(param.in);
    if (param && name && location && location !== 'cookie') merged.set(`${location}:${name}`, param);
  }
  return [...merged.values()];
}

export function groupByTag(operations: OperationEntry[], tags: OpenAPIV3_1.TagObject[]): Map<string, OperationEntry[]> {
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
