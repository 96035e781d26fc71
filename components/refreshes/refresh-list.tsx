'use client';

import Link from 'next/link';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TRefresh } from '@/lib/contract/refreshes';
import { formatDate } from '@/lib/dates';
import type { ListFilters } from '@/lib/queries/list';
import { refreshQueries } from '@/lib/queries/resources';
import type { ReactNode } from 'react';

const COLUMNS: Column<TRefresh>[] = [
  {
    header: 'Device',
    cell: (refresh) => (
      <Link href={`/refreshes/${refresh.id}`} className="text-accent underline">
        <span className="font-mono text-xs">{refresh.serial_number}</span>
        <span className="sr-only"> refresh</span>
      </Link>
    ),
  },
  { header: 'Model', cell: (refresh) => refresh.model },
  { header: 'Holder', cell: (refresh) => refresh.employee.name },
  { header: 'Status', cell: (refresh) => <StatusBadge status={refresh.status} /> },
  { header: 'Due', cell: (refresh) => (refresh.refresh_due_on ? formatDate(refresh.refresh_due_on) : '—') },
  { header: 'Started', cell: (refresh) => formatDate(refresh.created_at) },
];

/** The company's refreshes, newest first; `filters` are the API's (a device's: `asset_id`). */
export function RefreshList({
  filters,
  empty = 'No refresh yet: start one from a device due for refresh on the overview or in the inventory.',
}: {
  filters?: ListFilters;
  empty?: ReactNode;
}) {
  return (
    <ResourceTable
      query={refreshQueries.list(filters)}
      columns={COLUMNS}
      rowKey={(refresh) => refresh.id}
      caption="Refreshes"
      empty={empty}
    />
  );
}
