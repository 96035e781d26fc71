'use client';

import type { TDeviceAction } from '@/lib/contract/device-actions';
import { formatDate } from '@/lib/format';
import { deviceActionQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TDeviceAction>[] = [
  { header: 'Action', cell: (action) => <span className="font-mono text-xs">{action.action_id}</span> },
  { header: 'Type', cell: (action) => action.action_type },
  { header: 'Status', cell: (action) => <StatusBadge status={action.status} /> },
  { header: 'Device', cell: (action) => `${action.model} · ${action.serial_number}` },
  { header: 'Recipient', cell: (action) => action.new_recipient?.name ?? 'Storage' },
  { header: 'Created', cell: (action) => formatDate(action.created_at) },
];

export function DeviceActionList() {
  return (
    <ResourceTable query={deviceActionQueries.list()} columns={COLUMNS} rowKey={(action) => action.id} caption="Device actions" empty="No device actions yet." />
  );
}
