/** What PostgreSQL (or PGlite) reports about a failed statement; Drizzle wraps it as the `cause` of its own error. */
export type DatabaseError = Error & { code: string; severity: string; constraint?: string };

/** SQLSTATE 22003: a number does not fit its column (numeric(12,2), integer). */
export const NUMERIC_VALUE_OUT_OF_RANGE = '22003';
/** SQLSTATE 23505. */
export const UNIQUE_VIOLATION = '23505';

/** The database's own error inside `error` (itself or a cause), or null when the failure did not come from the database. */
export function findDatabaseError(error: unknown): DatabaseError | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as Partial<DatabaseError>;
    if (typeof candidate.code === 'string' && typeof candidate.severity === 'string') return candidate as DatabaseError;
  }
  return null;
}

/** Whether the database refused a number too large (or too small) for its column. */
export function isNumberOutOfRange(error: unknown): boolean {
  return findDatabaseError(error)?.code === NUMERIC_VALUE_OUT_OF_RANGE;
}
