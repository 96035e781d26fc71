'use client';

import type { TAsset } from '@/lib/contract/assets';
import { assetQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TAsset>[] = [
  { header: 'Serial number', cell: (asset) => <span className="font-mono text-xs">{asset.serial_number}</span> },
  { header: 'Type', cell: (asset) => asset.device_type },
  { header: 'Model', cell: (asset) => asset.model },
  { header: 'Country', cell: (asset) => asset.country },
  { header: 'Status', cell: (asset) => <StatusBadge status={asset.status} /> },
  { header: 'Held by', cell: (asset) => asset.employee?.name ?? '—' },
];

export function AssetList() {
  return <ResourceTable query={assetQueries.list()} columns={COLUMNS} rowKey={(asset) => asset.id} caption="Inventory" empty="No devices in the inventory yet." />;
}
