import type { z } from 'zod';
import type { TScope } from '@/lib/contract/access';
import type { TExportKind } from '@/lib/contract/exports';
import type { CompanyScope } from '../core/scope';
import type { Db } from '../db/client';
import type { Column } from './columns';

/** Rows are read in pages of this many, each page one keyset query. */
export const EXPORT_BATCH_SIZE = 1_000;

/**
 * One kind of export: what it is called, the scope a key needs to read its data, its filters (the list endpoint's
 * query schema without `cursor` and `limit`), its columns, and its rows in batches. Adding a kind is one file in
 * kinds/ and one line in registry.ts (and its name in EXPORT_KINDS of lib/contract/exports.ts).
 */
export type ExportKind<Filters = unknown, Row = unknown> = {
  kind: TExportKind;
  /** The file name's start and the sheet name, e.g. `inventory`. */
  title: string;
  readScope: TScope;
  filters: z.ZodType<Filters>;
  columns: Column<Row>[];
  rows(db: Db, tenant: CompanyScope, filters: Filters): AsyncIterable<Row[]>;
};

/** Declares a kind; the registry holds kinds of different filter and row types side by side. */
export function defineExportKind<Filters, Row>(kind: ExportKind<Filters, Row>): ExportKind {
  return kind as unknown as ExportKind;
}

type Page<Row> = { data: Row[]; meta: { has_more: boolean; next_cursor: string | null } };

/**
 * Every row of a list endpoint's service function, page after page through its own keyset cursor: the export reads
 * exactly what the list shows with the same filters, EXPORT_BATCH_SIZE rows at a time.
 */
export async function* everyPage<Row>(
  list: (page: { limit: number; cursor?: string }) => Promise<Page<Row>>,
): AsyncGenerator<Row[]> {
  let cursor: string | undefined;
  for (;;) {
    const page = await list({ limit: EXPORT_BATCH_SIZE, cursor });
    yield page.data;
    if (!page.meta.has_more || !page.meta.next_cursor) return;
    cursor = page.meta.next_cursor;
  }
}
