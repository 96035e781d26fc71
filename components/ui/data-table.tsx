import type { ReactNode } from 'react';

export type Column<T> = { header: string; cell: (row: T) => ReactNode; className?: string };

type Props<T> = {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  empty: ReactNode;
  /** Below the rows, inside the frame (e.g. "Load more"). */
  footer?: ReactNode;
};

/** Rows under their column headers; below 40rem the rows stack (`table-stack` in app/globals.css). Empty: a dashed box. */
export function DataTable<T>({ rows, columns, rowKey, caption, empty, footer }: Props<T>) {
  if (rows.length === 0) return <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">{empty}</div>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-raised shadow-sm">
      <table className="table-stack min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-2 text-left font-medium text-muted ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-subtle">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-surface">
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={`px-4 py-2 align-top ${column.className ?? ''}`}>
                  {/* One element per cell: a stacked row (table-stack) lays each child of the cell out as its own grid item. */}
                  <div className="min-w-0">{column.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </div>
  );
}
