import { eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TActionRequiredState } from '@/lib/contract/common';
import { toCountryCode } from '@/lib/countries';

// WHERE fragments that list filters share.

/** The column (or expression) contains `text`, case-insensitively; `%` and `_` in `text` match themselves. */
export function containsText(column: PgColumn | SQL, text: string) {
  return ilike(column, `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
}

/** The column equals one of `values`, case-insensitively (comma-separated OR filters). */
export function inLowercase(column: PgColumn, values: string[]) {
  return inArray(
    sql`lower(${column})`,
    values.map((value) => value.toLowerCase()),
  );
}

type CountryColumns = { country: PgColumn; countryCode: PgColumn };

/** The country as sent contains `text` (case-insensitive), or its code is the country `text` names (`NL`, `Holland`). */
export function countryContains(columns: CountryColumns, text: string) {
  const code = toCountryCode(text);
  return or(containsText(columns.country, text), code ? eq(columns.countryCode, code) : undefined);
}

/** The country as sent is one of `values` (case-insensitive), or its code is a country one of them names. */
export function countryIn(columns: CountryColumns, values: string[]) {
  const codes = [...new Set(values.flatMap((value) => toCountryCode(value) ?? []))];
  return or(inLowercase(columns.country, values), codes.length ? inArray(columns.countryCode, codes) : undefined);
}

/** Rows whose request for input (raised at `at`) is in `state`, judged by the client comments in `comments` (jsonb). */
export function actionRequiredMatch(state: TActionRequiredState, columns: { at: PgColumn; comments: PgColumn }) {
  const isOpen = sql`${columns.at} is not null`;
  if (state === 'open') return isOpen;
  const replied = sql`exists (select 1 from jsonb_array_elements(${columns.comments}) as comment
    where comment->>'source' = 'client' and (comment->>'created_at')::timestamptz > ${columns.at})`;
  return state === 'answered' ? sql`(${isOpen} and ${replied})` : sql`(${isOpen} and not ${replied})`;
}
