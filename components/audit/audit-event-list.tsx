'use client';

import Link from 'next/link';
import type { TAuditEvent } from '@/lib/contract/audit';
import { formatDateTime } from '@/lib/dates';
import type { ListFilters } from '@/lib/queries/list';
import { auditQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { AuditChanges } from './audit-changes';
import { describeAction, describeActor, objectHref } from './describe';

function Who({ event }: { event: TAuditEvent }) {
  const { name, detail } = describeActor(event.actor);
  return (
    <div>
      <span className="font-medium">{name}</span>
      {detail ? <span className="block text-xs break-all text-muted">{detail}</span> : null}
      {event.ip_address ? <span className="block text-xs text-muted">from {event.ip_address}</span> : null}
    </div>
  );
}

function What({ event }: { event: TAuditEvent }) {
  const href = objectHref(event.object_type, event.object_id);
  const object = event.object_type ? event.object_type.replaceAll('_', ' ') : null;
  return (
    <div>
      <span>{describeAction(event.action)}</span>
      {object ? (
        <span className="block text-xs text-muted">
          {href ? (
            <Link href={href} className="text-accent underline">
              {object}
            </Link>
          ) : (
            object
          )}
        </span>
      ) : null}
    </div>
  );
}

const COLUMNS: Column<TAuditEvent>[] = [
  {
    header: 'When',
    cell: (event) => (
      <div className="whitespace-nowrap">
        {formatDateTime(event.occurred_at)}
        <span className="block text-xs text-muted">#{event.seq}</span>
      </div>
    ),
  },
  { header: 'Who', cell: (event) => <Who event={event} /> },
  { header: 'What', cell: (event) => <What event={event} /> },
  { header: 'Changes', cell: (event) => <AuditChanges event={event} /> },
];

/** Audit events, newest first; `filters` are the API's (`actor`, `action`, `object_id`, `occurred_after`, …). */
export function AuditEventList({
  filters = {},
  caption = 'Audit events',
  empty,
}: {
  filters?: ListFilters;
  caption?: string;
  /** What to say when there is no event; by default, whether filters are set or not. */
  empty?: string;
}) {
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <ResourceTable
      query={auditQueries.list(filters)}
      columns={COLUMNS}
      rowKey={(event) => event.id}
      caption={caption}
      empty={
        empty ??
        (isFiltered
          ? 'No events match these filters.'
          : 'Nothing has changed yet. Every change from now on appears here: in the dashboard, through the API, from your identity provider or by Loadout itself.')
      }
    />
  );
}
