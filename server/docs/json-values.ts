// Reading the OpenAPI document's loosely typed JSON: narrowing helpers shared by the reference page's renderers.

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

// A numeric bound worth showing: zod emits ±MAX_SAFE_INTEGER on every `.int()`, which says nothing to a reader.
export function asBound(value: unknown): number | undefined {
  const bound = asNumber(value);
  return bound !== undefined && Math.abs(bound) < Number.MAX_SAFE_INTEGER ? bound : undefined;
}

export function asArray(value: unknown): unknown[] | undefined {
  return Array.isArray(value) ? value : undefined;
}

export function literal(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
