'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TAsset } from '@/lib/contract/assets';
import type { TActionType } from '@/lib/contract/device-actions';
import { countryLabel } from '@/lib/countries';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { ListFilters } from '@/lib/queries/list';
import { assetQueries } from '@/lib/queries/resources';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { StorageLabel } from '@/components/locations/destination-picker';
import { addDays } from '@/lib/dates';
import { StartRefreshButton } from '@/components/refreshes/start-refresh-button';

const COLUMNS: Column<TAsset>[] = [
  {
    header: 'Serial number',
    cell: (asset) => (
      <Link href={deviceHref(asset.serial_number)} className="font-mono text-xs text-accent underline">
        {asset.serial_number}
      </Link>
    ),
  },
  { header: 'Type', cell: (asset) => asset.device_type },
  { header: 'Model', cell: (asset) => asset.model },
  { header: 'Country', cell: (asset) => countryLabel(asset.country, asset.country_code) },
  {
    header: 'Status',
    cell: (asset) => (
      <>
        <StatusBadge status={asset.status} />
        {asset.clearance ? (
          <span className="mt-1 block text-xs text-muted">
            {asset.clearance.outcome === 'resale'
              ? `Resold${asset.clearance.credited_amount !== null && asset.clearance.currency ? `, ${formatMoney(asset.clearance.credited_amount, asset.clearance.currency)} credited` : ''}`
              : 'Recycled'}{' '}
            on {formatDate(asset.clearance.cleared_at)}
          </span>
        ) : asset.storage ? (
          <span className="mt-1 block text-xs text-muted">
            <StorageLabel storage={asset.storage} />
            {asset.condition_grade ? ` · grade ${asset.condition_grade}` : ''}
          </span>
        ) : null}
        {asset.erasure ? (
          <a
            href={`/api/assets/${asset.id}/erasure-certificate`}
            className="mt-1 block text-xs whitespace-nowrap text-accent underline"
          >
            Erasure certificate {asset.erasure.certificate_number}
            <span className="sr-only"> of {asset.serial_number} (PDF)</span>
          </a>
        ) : null}
      </>
    ),
  },
  {
    header: 'Held by',
    cell: (asset) =>
      asset.employee ? (
        <>
          {asset.employee.name}
          {asset.employee.email ? <span className="block text-xs text-muted">{asset.employee.email}</span> : null}
        </>
      ) : (
        '—'
      ),
  },
  { header: 'Source', cell: (asset) => (asset.source === 'procured' ? 'Procured' : 'Added') },
];

/**
 * When the device is due for refresh (flagged from 30 days ahead), what it is worth now, and its warranty; for IT
 * staff, a due device in use starts its refresh here.
 */
function lifeColumn(today: string, canWrite: boolean): Column<TAsset> {
  return {
    header: 'Refresh',
    cell: (asset) => {
      if (!asset.refresh_due_on) return <span className="text-muted">No purchase date</span>;
      const overdue = asset.refresh_due_on <= today;
      const dueSoon = !overdue && asset.refresh_due_on <= addDays(today, 30);
      return (
        <>
          <span className={overdue || dueSoon ? 'font-medium text-warning' : undefined}>
            {overdue ? 'Overdue since ' : dueSoon ? 'Due ' : ''}
            {formatDate(asset.refresh_due_on)}
          </span>
          {asset.book_value !== null ? (
            <span className="block text-xs text-muted">Book value {formatMoney(asset.book_value, asset.currency)}</span>
          ) : null}
          {asset.warranty_ends_on ? (
            <span className="block text-xs text-muted">
              {asset.warranty_ends_on < today ? 'Warranty ended ' : 'Warranty to '}
              {formatDate(asset.warranty_ends_on)}
            </span>
          ) : null}
          {canWrite && (overdue || dueSoon) && asset.status === 'in_use' ? (
            <span className="mt-1 block">
              <StartRefreshButton asset={asset} />
            </span>
          ) : null}
        </>
      );
    },
  };
}

/** The actions that fit a device: one in use is stored or reassigned, one in storage is assigned, a cleared one none. */
export const NEXT_ACTIONS: Record<TAsset['status'], TActionType[]> = {
  in_use: ['Reassign', 'Store'],
  in_storage: ['Assign'],
  cleared: [],
};

/** The device's page: its place, life, erasure and certificate, actions and refreshes. */
export function deviceHref(serial: string): string {
  return `/inventory/${encodeURIComponent(serial)}`;
}

export function newActionHref(serial: string, type?: TActionType): string {
  return `/device-actions/new?serial_number=${encodeURIComponent(serial)}${type ? `&action_type=${type}` : ''}`;
}

const ACTION_COLUMN: Column<TAsset> = {
  header: 'Device action',
  cell: (asset) => (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {NEXT_ACTIONS[asset.status].map((type) => (
        <Link
          key={type}
          href={newActionHref(asset.serial_number, type)}
          className="whitespace-nowrap text-accent underline"
        >
          {type}
          <span className="sr-only"> {asset.serial_number}</span>
        </Link>
      ))}
    </span>
  ),
};

/** Who changed the device and how: the audit log, filtered to it. */
const HISTORY_COLUMN: Column<TAsset> = {
  header: 'History',
  cell: (asset) => (
    <Link href={`/audit-log?object_id=${asset.id}`} className="whitespace-nowrap text-accent underline">
      Changes<span className="sr-only"> to {asset.serial_number}</span>
    </Link>
  ),
};

type Props = {
  /** The API's asset filters. */
  filters?: ListFilters;
  empty?: ReactNode;
  /** IT staff: each row links to the device actions that fit it. */
  canWrite?: boolean;
  /** Each row links to the device's history in the audit log. */
  canAudit?: boolean;
  caption?: string;
  keep?: (asset: TAsset) => boolean;
  /** YYYY-MM-DD (UTC) from the server: with it, each row says when the device is due for refresh. */
  today?: string;
};

/** The company's devices, newest first. */
export function AssetList({
  filters = {},
  empty = 'No devices in the inventory yet.',
  canWrite = false,
  canAudit = false,
  caption = 'Inventory',
  keep,
  today,
}: Props) {
  return (
    <ResourceTable
      query={assetQueries.list(filters)}
      columns={[
        ...COLUMNS,
        ...(today ? [lifeColumn(today, canWrite)] : []),
        ...(canWrite ? [ACTION_COLUMN] : []),
        ...(canAudit ? [HISTORY_COLUMN] : []),
      ]}
      rowKey={(asset) => asset.id}
      caption={caption}
      empty={empty}
      keep={keep}
    />
  );
}
