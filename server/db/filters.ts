import { ilike, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// WHERE fragments that list filters share.

/** The column contains `text`, case-insensitively; `%` and `_` in `text` match themselves. */
export function containsText(column: PgColumn, text: string) {
  return ilike(column, `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** The column equals one of `values`, case-insensitively (comma-separated OR filters). */
export function inLowercase(column: PgColumn, values: string[]) {
  return inArray(sql`lower(${column})`, values.map((value) => value.toLowerCase()));
}
