import type { FastifyRequest } from 'fastify';
import { formatPath } from '../core/error-details';
import { validationError } from '../core/errors';

/** Deeper than any request of the API needs; deeper input would exhaust the stack of recursive code (zod, hashing). */
export const MAX_INPUT_DEPTH = 32;
// U+0000, or a lone UTF-16 surrogate (with the u flag, a proper pair is one code point and does not match).
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;
const UNSTORABLE_MESSAGE =
  'must be valid Unicode text without NUL characters (\\u0000) or unpaired surrogates (\\ud800–\\udfff)';

type Node = { value: unknown; key: PropertyKey | null; parent: Node | null; depth: number };

/**
 * preValidation hook: refuses, as a validation error, input nested deeper than MAX_INPUT_DEPTH, and text that
 * PostgreSQL cannot store (U+0000 in text, a lone surrogate in JSON), before any code or query would fail on it.
 */
export async function rejectHostileInput(request: FastifyRequest) {
  for (const input of [request.params, request.query, request.body]) {
    const problem = findProblem(input);
    if (problem) throw validationError(formatPath(pathOf(problem.node)) || '(body)', problem.message);
  }
}

/** Iterative, so that the check itself cannot overflow the stack. */
function findProblem(input: unknown): { node: Node; message: string } | null {
  const stack: Node[] = [{ value: input, key: null, parent: null, depth: 0 }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const { value } = node;
    if (typeof node.key === 'string' && UNSTORABLE.test(node.key)) return { node, message: UNSTORABLE_MESSAGE };
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { node, message: UNSTORABLE_MESSAGE };
    } else if (typeof value === 'object' && value !== null) {
      if (node.depth >= MAX_INPUT_DEPTH) return { node, message: `is nested deeper than ${MAX_INPUT_DEPTH} levels` };
      const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
      for (const [key, entry] of entries) stack.push({ value: entry, key, parent: node, depth: node.depth + 1 });
    }
  }
  return null;
}

function pathOf(node: Node): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let current: Node | null = node; current && current.key !== null; current = current.parent)
    path.unshift(current.key);
  return path;
}
