'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { listQueryOptions } from '@/lib/queries/list';
import { DataTable, type Column } from './data-table';
import { ErrorMessage } from './error-message';

export type { Column } from './data-table';

type Props<T> = {
  query: ReturnType<typeof listQueryOptions<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  empty: ReactNode;
  /** Keeps only the rows it returns true for, when the API's filter is broader than the page needs. */
  keep?: (row: T) => boolean;
};

/**
 * A table over a cursor-paginated list: skeleton while loading, the API's message on error, "Load more" for the next
 * page. Below 40rem its rows stack (`table-stack` in app/globals.css).
 */
export function ResourceTable<T>({ query, columns, rowKey, caption, empty, keep }: Props<T>) {
  const t = useTranslations('Common');
  const result = useInfiniteQuery(query);
  if (result.isPending) return <TableSkeleton columns={columns.length} />;
  if (result.isError) return <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />;
  const rows = result.data.pages.flatMap((page) => (keep ? page.data.filter(keep) : page.data));
  const footer = result.hasNextPage ? (
    <div className="border-t border-line p-3 text-center">
      <button
        type="button"
        onClick={() => void result.fetchNextPage()}
        disabled={result.isFetchingNextPage}
        className="rounded-md border border-line-strong px-3 py-1.5 text-sm font-medium hover:bg-subtle disabled:opacity-50"
      >
        {result.isFetchingNextPage ? t('loading') : t('loadMore')}
      </button>
    </div>
  ) : null;
  return <DataTable rows={rows} columns={columns} rowKey={rowKey} caption={caption} empty={empty} footer={footer} />;
}

export function TableSkeleton({ columns, rows = 6 }: { columns: number; rows?: number }) {
  const t = useTranslations('Common');
  return (
    <div
      role="status"
      aria-label={t('loadingLabel')}
      className="overflow-hidden rounded-lg border border-line bg-raised p-4"
    >
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="flex gap-4 py-2">
          {Array.from({ length: columns }, (_, column) => (
            <div key={column} className="h-4 flex-1 animate-pulse rounded bg-line" />
          ))}
        </div>
      ))}
    </div>
  );
}
