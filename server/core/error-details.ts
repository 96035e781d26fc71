import type { ErrorDetail } from './errors';

/** `['items', 0, 'recipients']` → `items[0].recipients`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, part) => {
    if (typeof part === 'number') return `${out}[${part}]`;
    return out ? `${out}.${String(part)}` : String(part);
  }, '');
}

type ZodIssueLike = {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  keys?: string[];
  errors?: ZodIssueLike[][];
};

/**
 * Turns zod issues into `{path, message}` details; an unknown field gets a detail of its own. For a value that
 * matches no variant of a union, the variant it came closest to (fewest problems) explains what to fix.
 */
export function issuesToDetails(issues: readonly ZodIssueLike[]): ErrorDetail[] {
  return issues.flatMap((issue): ErrorDetail[] => {
    if (issue.code === 'invalid_union' && issue.errors?.length) {
      const closest = issue.errors.reduce((best, candidate) => (candidate.length < best.length ? candidate : best));
      return issuesToDetails(closest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })));
    }
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => ({
        path: formatPath([...issue.path, key]),
        message: 'is not a known field; check its spelling against the API reference',
      }));
    }
    return [{ path: formatPath(issue.path) || '(body)', message: issue.message }];
  });
}
