import type { ReactNode } from 'react';

/** A column header: its text, or a label with its own key (e.g. an sr-only "Actions") and alignment. */
export type TableHeader = string | { key: string; label: ReactNode; className?: string };

/**
 * How tight the table sits: `normal` in its own frame, `dense` in a frame inside a card, `inline` without a frame,
 * as a few rows inside a card (a kit's devices, a chart's figures).
 */
export type Density = 'normal' | 'dense' | 'inline';

type Props = {
  /** What the table holds, for screen readers; shown too with `isCaptionShown`, as the frame's title bar. */
  caption: ReactNode;
  isCaptionShown?: boolean;
  /** Left out when false or null (a column only some users get). */
  headers: readonly (TableHeader | false | null)[];
  /** The rows: `<tr>`s of `Cell`s, each given the table's `density`. */
  children: ReactNode;
  /** Below the rows, inside the frame (e.g. "Load more"). */
  footer?: ReactNode;
  density?: Density;
  /** `danger` frames rows that report failures (rejected import records). */
  tone?: 'neutral' | 'danger';
  /** Classes for the frame beyond its own, e.g. a margin. */
  className?: string;
  /** Below 40rem each row becomes a block of "header  value" lines; off for a narrow table (two or three columns). */
  stacks?: boolean;
};

const CELL_PADDING: Record<Density, string> = {
  normal: 'px-4 py-2',
  dense: 'px-3 py-2',
  inline: 'py-1.5 pr-4 last:pr-0',
};

/** Rows under their column headers; below 40rem the rows stack unless `stacks` is false (app/globals.css). */
export function Table({
  caption,
  isCaptionShown,
  headers,
  children,
  footer,
  density = 'normal',
  tone = 'neutral',
  className,
  stacks = true,
}: Props) {
  const table = (
    <table
      className={[
        stacks && 'table-stack',
        'min-w-full text-sm',
        density !== 'inline' && `divide-y ${tone === 'danger' ? 'divide-danger-line' : 'divide-line'}`,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <caption
        className={
          isCaptionShown
            ? `px-4 py-2 text-left font-medium ${tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-surface text-fg'}`
            : 'sr-only'
        }
      >
        {caption}
      </caption>
      <thead className={density === 'inline' ? 'border-b border-line' : 'bg-surface'}>
        <tr>
          {headers.map((header) => {
            if (!header) return null;
            const {
              key,
              label,
              className: alignment = 'text-left',
            } = typeof header === 'string' ? { key: header, label: header } : header;
            return (
              <th key={key} scope="col" className={`${CELL_PADDING[density]} font-medium text-muted ${alignment}`}>
                {label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className="divide-y divide-subtle">{children}</tbody>
    </table>
  );
  const frame =
    density === 'inline'
      ? ''
      : `rounded-lg border bg-raised ${tone === 'danger' ? 'border-danger-line' : density === 'normal' ? 'border-line shadow-sm' : 'border-line'}`;
  return (
    <div className={`overflow-x-auto ${frame} ${className ?? ''}`.trim()}>
      {table}
      {footer}
    </div>
  );
}

/**
 * One cell; `label` names it when the row stacks on a narrow screen. `isRowHeader` makes it the row's header (`<th
 * scope="row">`), e.g. the month of a figure.
 */
export function Cell({
  label,
  className,
  density = 'normal',
  isRowHeader,
  children,
}: {
  label?: string;
  className?: string;
  density?: Density;
  isRowHeader?: boolean;
  children?: ReactNode;
}) {
  const classes = className ? `${CELL_PADDING[density]} ${className}` : CELL_PADDING[density];
  return isRowHeader ? (
    <th scope="row" data-label={label} className={`text-left font-normal ${classes}`}>
      {children}
    </th>
  ) : (
    <td data-label={label} className={classes}>
      {children}
    </td>
  );
}
