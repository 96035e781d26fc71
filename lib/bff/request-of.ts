import type { z } from 'zod';

/**
 * The browser's body or query as the contract's request type for the upstream call. The BFF does not check it on
 * purpose: the API validates it against this same schema and its 400 with field details passes through to the browser
 * as the API worded it. Naming the schema here is what keeps the BFF's typed client switched on: a route that forwards
 * to an operation whose request type no longer matches the contract fails the typecheck.
 */
export function requestOf<Schema extends z.ZodType>(_schema: Schema, input: unknown): z.input<Schema> {
  return input as z.input<Schema>;
}
