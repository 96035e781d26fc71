'use client';

import type { TOperatorDeviceAction } from '@/lib/contract/device-actions';
import { formatDate } from '@/lib/dates';
import { operatorActionQueries } from '@/lib/queries/operator-queues';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { CompanyName } from './company-link';
import { ReferenceLink } from './reference-link';

const COLUMNS: Column<TOperatorDeviceAction>[] = [
  {
    header: 'Action',
    cell: (action) => <ReferenceLink href={`/operator/device-actions/${action.id}`}>{action.action_id}</ReferenceLink>,
  },
  { header: 'Company', cell: (action) => <CompanyName company={action.company} livemode={action.livemode} /> },
  { header: 'Type', cell: (action) => action.action_type },
  { header: 'Status', cell: (action) => <StatusBadge status={action.status} /> },
  { header: 'Device', cell: (action) => `${action.model} · ${action.serial_number}` },
  {
    header: 'From → to',
    cell: (action) => `${action.current_user?.name ?? 'Storage'} → ${action.new_recipient?.name ?? 'Storage'}`,
  },
  { header: 'Tracking', cell: (action) => action.tracking_code ?? '—' },
  { header: 'Created', cell: (action) => formatDate(action.created_at) },
];

/** Device actions in progress across companies, oldest first. */
export function DeviceActionQueue() {
  return (
    <ResourceTable
      query={operatorActionQueries.list({ status: 'in_progress' })}
      columns={COLUMNS}
      rowKey={(action) => action.id}
      caption="Device actions in progress"
      empty="No device actions are in progress."
    />
  );
}
