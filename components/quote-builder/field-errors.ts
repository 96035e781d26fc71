import { get, type FieldErrors } from 'react-hook-form';

type ErrorNode = { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;

/** The error message at `path`: the field's own, or the root error of an array field (`items`, `…recipients`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as ErrorNode | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The first message at `path` or below it, for one input that holds a list (the notification e-mails). */
export function firstErrorAt(errors: FieldErrors, path: string): string | undefined {
  const visit = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as ErrorNode;
    if (typeof message === 'string') return message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = visit(child);
      if (found) return found;
    }
    return undefined;
  };
  return visit(get(errors, path));
}
