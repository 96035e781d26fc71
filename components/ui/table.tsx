import type { ReactNode } from 'react';

/** A column header: its text, or a label with its own key (e.g. an sr-only "Actions") and alignment. */
export type TableHeader = string | { key: string; label: ReactNode; className?: string };

type Props = {
  /** What the table holds, for screen readers. */
  caption: ReactNode;
  /** Left out when false or null (a column only some users get). */
  headers: readonly (TableHeader | false | null)[];
  /** The rows: `<tr>`s of `Cell`s. */
  children: ReactNode;
  /** Below the rows, inside the frame (e.g. "Load more"). */
  footer?: ReactNode;
  /** Tighter header padding, for a table inside a card (its cells take `isDense` too). */
  isDense?: boolean;
  /** The frame's own classes beyond the border: a shadow by default. */
  frameClassName?: string;
};

const padding = (isDense = false) => (isDense ? 'px-3 py-2' : 'px-4 py-2');

/** Rows under their column headers in the dashboard's frame; below 40rem the rows stack (`table-stack` in app/globals.css). */
export function Table({ caption, headers, children, footer, isDense, frameClassName = 'shadow-sm' }: Props) {
  return (
    <div className={`overflow-x-auto rounded-lg border border-line bg-raised ${frameClassName}`.trim()}>
      <table className="table-stack min-w-full divide-y divide-line text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface">
          <tr>
            {headers.map((header) => {
              if (!header) return null;
              const {
                key,
                label,
                className = 'text-left',
              } = typeof header === 'string' ? { key: header, label: header } : header;
              return (
                <th key={key} scope="col" className={`${padding(isDense)} font-medium text-muted ${className}`}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-subtle">{children}</tbody>
      </table>
      {footer}
    </div>
  );
}

/** One cell; `label` names it when the row stacks on a narrow screen. */
export function Cell({
  label,
  className,
  isDense,
  children,
}: {
  label?: string;
  className?: string;
  isDense?: boolean;
  children?: ReactNode;
}) {
  return (
    <td data-label={label} className={className ? `${padding(isDense)} ${className}` : padding(isDense)}>
      {children}
    </td>
  );
}
