import type { ReactNode } from 'react';

/** Terms and their values side by side, e.g. a device's model, type and country. */
export function Facts({ facts, className = 'gap-y-2' }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 text-sm ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
