import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { BffError } from '@/lib/queries/bff-fetch';

/** `items[0].recipients` (the API's detail path) → `items.0.recipients` (react-hook-form's field name). */
export function toFieldName(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Puts the API's VALIDATION_ERROR details on the form's fields; returns the message for the form as a whole
 * (the API's message when some detail matched no field, or for any other error), or null when all were placed.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (!(error instanceof BffError)) return error instanceof Error ? error.message : 'Something went wrong; try again.';
  const details = Array.isArray(error.details) ? (error.details as { path?: string; message?: string }[]) : [];
  let placed = 0;
  for (const detail of details) {
    const name = toFieldName(detail.path ?? '');
    if (detail.message && fields.some((field) => name === field || name.startsWith(`${field}.`))) {
      setError(name as Path<T>, { type: 'server', message: detail.message });
      placed += 1;
    }
  }
  return placed === details.length && placed > 0 ? null : error.message;
}
