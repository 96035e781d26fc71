import type { ReactNode } from 'react';
import { Cell, Table } from './table';

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

/** A Table of rows described by their columns; empty: a dashed box. */
export function DataTable<T>({ rows, columns, rowKey, caption, empty, footer }: Props<T>) {
  if (rows.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
        {empty}
      </div>
    );
  return (
    <Table
      caption={caption}
      headers={columns.map((column) => ({
        key: column.header,
        label: column.header,
        className: `text-left ${column.className ?? ''}`.trim(),
      }))}
      footer={footer}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)} className="hover:bg-surface">
          {columns.map((column) => (
            <Cell key={column.header} label={column.header} className={`align-top ${column.className ?? ''}`.trim()}>
              {/* One element per cell: a stacked row (table-stack) lays each child of the cell out as its own grid item. */}
              <div className="min-w-0">{column.cell(row)}</div>
            </Cell>
          ))}
        </tr>
      ))}
    </Table>
  );
}
