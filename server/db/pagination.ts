import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { validationError } from '../core/errors';

/** What a list endpoint asks for: page size, opaque cursor and a sort such as `-created_at`. */
export type PageRequest = { limit: number; cursor?: string; sort?: string };

const zCursor = z.object({
  s: z.string(),
  v: z.string(),
  id: z.string(),
});
type Cursor = z.infer<typeof zCursor>;

const INVALID_CURSOR = 'is not a cursor returned by this endpoint; start again without `cursor`';

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * The cursor `value` issued for `sort`. Its `id` is a row's UUID, unless the list keys its rows by something else
 * (`isId` says what a key of its rows looks like).
 */
export function decodeCursor(
  value: string,
  sort: string,
  isId: (id: string) => boolean = (id) => z.uuid().safeParse(id).success,
): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw validationError('cursor', INVALID_CURSOR);
  }
  const result = zCursor.safeParse(parsed);
  if (!result.success || !isId(result.data.id)) throw validationError('cursor', INVALID_CURSOR);
  if (result.data.s !== sort) {
    throw validationError(
      'cursor',
      `was issued for sort \`${result.data.s}\`, not \`${sort}\`; keep the sort while paging`,
    );
  }
  return result.data;
}

type SortColumns = Record<string, PgColumn>;

/**
 * Keyset pagination on (sort column, id): the WHERE, ORDER BY and LIMIT for one page.
 * Fetches one extra row so that `pageOf` can tell whether there is a next page.
 */
export function keysetPage(page: PageRequest, columns: SortColumns, idColumn: PgColumn) {
  const sort = page.sort ?? '-created_at';
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  const column = columns[name];
  if (!column)
    throw validationError(
      'sort',
      `must be one of ${Object.keys(columns)
        .flatMap((c) => [c, `-${c}`])
        .join(', ')}`,
    );

  let where: SQL | undefined;
  if (page.cursor) {
    const cursor = decodeCursor(page.cursor, sort);
    const value = column.columnType === 'PgTimestamp' ? sql`${cursor.v}::timestamptz` : sql`${cursor.v}`;
    where = descending
      ? sql`(${column}, ${idColumn}) < (${value}, ${cursor.id}::uuid)`
      : sql`(${column}, ${idColumn}) > (${value}, ${cursor.id}::uuid)`;
  }
  const order = descending ? desc : asc;
  return { where, orderBy: [order(column), order(idColumn)], limit: page.limit + 1, sort, sortKey: name };
}

/** Cuts the extra row off and builds `meta` with the cursor of the last row. */
export function pageOf<Row extends { id: string }>(
  rows: Row[],
  page: PageRequest,
  valueOf: (row: Row) => Date | string,
) {
  const sort = page.sort ?? '-created_at';
  const hasMore = rows.length > page.limit;
  const data = hasMore ? rows.slice(0, page.limit) : rows;
  const last = data.at(-1);
  const nextCursor = hasMore && last ? encodeCursor({ s: sort, v: toCursorValue(valueOf(last)), id: last.id }) : null;
  return { data, meta: { has_more: hasMore, next_cursor: nextCursor } };
}

function toCursorValue(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

/** The sort value of a row for the common timestamp sorts. */
export function timestampSortValue(sort: string | undefined) {
  const name = (sort ?? '-created_at').replace(/^-/, '');
  return (row: { createdAt: Date; updatedAt: Date }) => (name === 'updated_at' ? row.updatedAt : row.createdAt);
}
