'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { listQueryOptions } from '@/lib/queries/list';
import { ErrorMessage } from './error-message';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  query: ReturnType<typeof listQueryOptions<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  empty: ReactNode;
};

/** A table over a cursor-paginated list: skeleton while loading, the API's message on error, "Load more" for the next page. */
export function ResourceTable<T>({ query, columns, rowKey, caption, empty }: Props<T>) {
  const result = useInfiniteQuery(query);
  if (result.isPending) return <TableSkeleton columns={columns.length} />;
  if (result.isError) return <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />;
  const rows = result.data.pages.flatMap((page) => page.data);
  if (rows.length === 0) return <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{empty}</div>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-2 text-left font-medium text-slate-700 ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50">
              {columns.map((column) => (
                <td key={column.header} className={`px-4 py-2 align-top ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {result.hasNextPage ? (
        <div className="border-t border-slate-200 p-3 text-center">
          <button
            type="button"
            onClick={() => void result.fetchNextPage()}
            disabled={result.isFetchingNextPage}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50"
          >
            {result.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export function TableSkeleton({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <div role="status" aria-label="Loading" className="overflow-hidden rounded-lg border border-slate-200 bg-white p-4">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-4 py-2">
          {Array.from({ length: columns }, (_, column) => (
            <div key={column} className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
          ))}
        </div>
      ))}
    </div>
  );
}
