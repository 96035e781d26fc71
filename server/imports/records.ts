import { parse } from 'csv-parse/sync';
import { ApiError } from '../core/errors';

export type ImportError = { row: number; message: string };

/**
 * The records of an import file: a JSON array of objects, or CSV text with a header row. Record 1 is the first
 * record (the first line after the CSV header). CSV cells that are empty become absent fields.
 */
export function parseImportRecords(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) {
    return body.map((record, index) => {
      if (!record || typeof record !== 'object' || Array.isArray(record)) {
        throw new ApiError('VALIDATION_ERROR', `Record ${index + 1} of the JSON array is not an object.`, [
          { path: `[${index}]`, message: 'must be an object' },
        ]);
      }
      return record as Record<string, unknown>;
    });
  }
  if (typeof body === 'string') {
    let rows: Record<string, string>[];
    try {
      rows = parse(body, {
        columns: (header: string[]) => header.map(normaliseHeader),
        skip_empty_lines: true,
        trim: true,
        bom: true,
        relax_quotes: true,
      });
    } catch (error) {
      throw new ApiError('VALIDATION_ERROR', `The CSV could not be read: ${(error as Error).message}`, [
        { path: '(body)', message: 'is not valid CSV' },
      ]);
    }
    return rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === '' ? null : value])),
    );
  }
  throw new ApiError(
    'VALIDATION_ERROR',
    'Send the import as a JSON array of objects (Content-Type: application/json) or as CSV with a header row (Content-Type: text/csv).',
    [{ path: '(body)', message: 'must be a JSON array or CSV text' }],
  );
}

/** `Hire Date` → `hire_date`, so exports with human headers work. */
function normaliseHeader(header: string) {
  return header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** `issues` of a failed row parse as one readable message. */
export function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((issue) =>
      issue.path.length && !issue.message.startsWith(String(issue.path[0]))
        ? `${String(issue.path[0])}: ${issue.message}`
        : issue.message,
    )
    .join('; ');
}
