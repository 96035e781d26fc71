import type { TAuditEvent } from '@/lib/contract/audit';
import { changedFields, describeTable, describeValue } from './describe';

const VERBS = { insert: 'added', update: 'changed', delete: 'removed' } as const;

/** What an event changed, folded: "3 changes", and each row's fields before → after when opened. */
export function AuditChanges({ event }: { event: TAuditEvent }) {
  const count = event.changes.length + event.changes_omitted;
  if (count === 0) return <span className="text-muted">No data changed</span>;
  return (
    <details className="group max-w-prose">
      <summary className="cursor-pointer text-accent underline">
        {count === 1 ? '1 change' : `${count} changes`}
      </summary>
      <ul className="mt-2 space-y-3 text-sm">
        {event.changes.map((change, index) => (
          <li key={`${change.table}-${change.id ?? index}-${index}`}>
            <p className="font-medium">
              {describeTable(change.table)} {VERBS[change.operation]}
            </p>
            <dl className="mt-1 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 break-all">
              {changedFields(change).map(({ field, before, after }) => (
                <div key={field} className="contents">
                  <dt className="text-muted">{field.replaceAll('_', ' ')}</dt>
                  <dd>
                    {change.operation === 'update' ? (
                      <>
                        <span className="text-muted line-through">{describeValue(before)}</span>
                        {' → '}
                        <span>{describeValue(after)}</span>
                      </>
                    ) : (
                      describeValue(change.operation === 'delete' ? before : after)
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        {event.changes_omitted > 0 ? (
          <li className="text-muted">and {event.changes_omitted} more rows, not listed</li>
        ) : null}
      </ul>
    </details>
  );
}
