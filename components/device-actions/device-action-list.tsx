'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { shownActionStatus } from '@/lib/device-actions/shown-status';
import { formatDate } from '@/lib/dates';
import type { ListFilters } from '@/lib/queries/list';
import { deviceActionQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TDeviceAction>[] = [
  {
    header: 'Action',
    cell: (action) => (
      <Link
        href={`/device-actions/${encodeURIComponent(action.action_id)}`}
        className="font-mono text-xs font-medium text-accent underline"
      >
        {action.action_id}
      </Link>
    ),
  },
  { header: 'Type', cell: (action) => action.action_type },
  { header: 'Status', cell: (action) => <StatusBadge status={shownActionStatus(action)} /> },
  {
    header: 'Device',
    cell: (action) => (
      <>
        {action.model} · <span className="font-mono text-xs">{action.serial_number}</span>
      </>
    ),
  },
  { header: 'From', cell: (action) => action.current_user?.name ?? '—' },
  { header: 'To', cell: (action) => action.new_recipient?.name ?? 'Storage' },
  { header: 'Created', cell: (action) => formatDate(action.created_at) },
];

type Props = { filters?: ListFilters; empty?: ReactNode; caption?: string; keep?: (action: TDeviceAction) => boolean };

/** Device actions, newest first; `filters` are the API's list filters. */
export function DeviceActionList({
  filters = {},
  empty = 'No device actions yet.',
  caption = 'Device actions',
  keep,
}: Props) {
  return (
    <ResourceTable
      query={deviceActionQueries.list(filters)}
      columns={COLUMNS}
      rowKey={(action) => action.id}
      caption={caption}
      empty={empty}
      keep={keep}
    />
  );
}
