import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * One figure of the overview: its label and count (read together, e.g. "Quoted 3"), a link to the list behind it when
 * there is one, and a warning tone when it wants attention.
 */
export function CountCard({
  label,
  count,
  href,
  isWarning = false,
  testId,
  note,
}: {
  label: string;
  count: number | string;
  href?: string;
  isWarning?: boolean;
  testId: string;
  /** A line under the count, e.g. how many are partly decided. */
  note?: ReactNode;
}) {
  const content = (
    <>
      <span className={`block text-sm ${isWarning ? 'text-warning' : 'text-muted'}`}>{label}</span>{' '}
      <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid={testId}>
        {count}
      </span>
      {note ? <> {note}</> : null}
    </>
  );
  const frame = `block h-full rounded-lg border p-4 shadow-sm ${isWarning ? 'border-warning-line bg-warning-soft' : 'border-line bg-raised'}`;
  return (
    <li>
      {href ? (
        <Link href={href} className={`${frame} hover:border-accent hover:bg-accent-soft`}>
          {content}
        </Link>
      ) : (
        <div className={frame}>{content}</div>
      )}
    </li>
  );
}
