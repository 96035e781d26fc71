'use client';

import { useQuery } from '@tanstack/react-query';
import { Cell, Table } from '@/components/ui/table';
import { StatusBadge } from '@/components/ui/status-badge';
import { TableSkeleton } from '@/components/ui/resource-table';
import { ErrorMessage } from '@/components/ui/error-message';
import type { TExport, TExportKind } from '@/lib/contract/exports';
import { exportQueries } from '@/lib/queries/exports';
import { ExportProgress } from './export-button';

export const EXPORT_KIND_LABELS: Record<TExportKind, string> = {
  quotes: 'Quotes',
  inventory: 'Inventory',
  device_actions: 'Device actions',
  employees: 'Employees',
  spend: 'Spend by month and department',
  audit_events: 'Audit log',
};

const filtersText = (filters: TExport['filters']) =>
  Object.entries(filters)
    .map(([name, value]) => `${name.replaceAll('_', ' ')}: ${value}`)
    .join(', ') || 'No filters';

const when = (timestamp: string) => new Date(timestamp).toISOString().slice(0, 16).replace('T', ' ');

/** The company's recent exports, with their progress and download links, refreshed while any is being written. */
export function ExportsView() {
  const result = useQuery(exportQueries.recent());
  if (result.isPending) return <TableSkeleton columns={5} />;
  if (result.isError) return <ErrorMessage error={result.error} />;
  if (result.data.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
        <p>No exports yet. Export a list from its page (Quotes, Device actions, Inventory, Employees, Budgets).</p>
      </div>
    );
  }
  return (
    <Table caption="Recent exports" headers={['Export', 'Filters', 'Status', 'Requested', 'File']}>
      {result.data.map((item) => (
        <tr key={item.id}>
          <Cell label="Export" isRowHeader>
            {EXPORT_KIND_LABELS[item.kind]} <span className="text-muted">({item.format.toUpperCase()})</span>
          </Cell>
          <Cell label="Filters" className="text-muted">
            {filtersText(item.filters)}
          </Cell>
          <Cell label="Status">
            <StatusBadge status={item.status} />
          </Cell>
          <Cell label="Requested" className="whitespace-nowrap">
            {when(item.created_at)} UTC
            {item.requested_by.name || item.requested_by.email ? (
              <span className="block text-muted">by {item.requested_by.name ?? item.requested_by.email}</span>
            ) : null}
          </Cell>
          <Cell label="File">
            <ExportProgress item={item} />
          </Cell>
        </tr>
      ))}
    </Table>
  );
}
