'use client';

import type { ReactNode } from 'react';
import type { TAsset } from '@/lib/contract/assets';
import type { ListFilters } from '@/lib/queries/list';
import { assetQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const COLUMNS: Column<TAsset>[] = [
  { header: 'Serial number', cell: (asset) => <span className="font-mono text-xs">{asset.serial_number}</span> },
  { header: 'Type', cell: (asset) => asset.device_type },
  { header: 'Model', cell: (asset) => asset.model },
  { header: 'Country', cell: (asset) => asset.country },
  { header: 'Status', cell: (asset) => <StatusBadge status={asset.status} /> },
  {
    header: 'Held by',
    cell: (asset) =>
      asset.employee ? (
        <>
          {asset.employee.name}
          {asset.employee.email ? <span className="block text-xs text-slate-600">{asset.employee.email}</span> : null}
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Source', cell: (asset) => (asset.source === 'procured' ? 'Procured' : 'Added') },
];

/** The company's devices; `filters` are the API's asset filters. */
export function AssetList({ filters = {}, empty = 'No devices in the inventory yet.' }: { filters?: ListFilters; empty?: ReactNode }) {
  return <ResourceTable query={assetQueries.list(filters)} columns={COLUMNS} rowKey={(asset) => asset.id} caption="Inventory" empty={empty} />;
}
