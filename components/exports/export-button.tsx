'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TExport, TExportFormat, TExportKind } from '@/lib/contract/exports';
import { bffCall } from '@/lib/queries/bff-call';
import { downloadPath, exportQueries } from '@/lib/queries/exports';

/** The filters as the API's list takes them: only those set, as text. */
export function exportFilters(filters: Record<string, string | number | undefined | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

const rows = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'row' : 'rows'}`;

/** Where one export stands, in words, with the download link once it is ready. */
export function ExportProgress({ item }: { item: TExport }) {
  if (item.status === 'succeeded') {
    return (
      <a
        href={downloadPath(item.id)}
        download={item.file_name ?? undefined}
        className="font-medium text-accent underline"
      >
        Download {item.file_name} ({rows(item.row_count ?? 0)})
      </a>
    );
  }
  if (item.status === 'failed') return <span className="text-danger">Export failed: {item.error}</span>;
  if (item.status === 'running') return <span>Exporting… {rows(item.rows_written)} written</span>;
  return <span>Export queued…</span>;
}

/**
 * "Export CSV" and "Export XLSX" for a list: the list's current filters go to the API as they are, then the export's
 * progress shows here until its download link does (also on the Exports page, and by e-mail).
 */
export function ExportButton({
  kind,
  filters,
  what,
}: {
  kind: TExportKind;
  filters: Record<string, string | number | undefined | null>;
  /** What is exported, for the group's label: "the inventory". */
  what: string;
}) {
  const [exportId, setExportId] = useState<string | null>(null);
  const current = useQuery({ ...exportQueries.one(exportId ?? ''), enabled: exportId !== null });
  const start = useBffMutation<TExportFormat, { data: TExport }>({
    call: (format) => bffCall('POST /api/exports', { body: { kind, format, filters: exportFilters(filters) } }),
    invalidates: [exportQueries.root],
    onSuccess: (result) => setExportId(result.data.id),
  });
  const item = current.data;
  const busy = start.isPending || (item !== undefined && (item.status === 'queued' || item.status === 'running'));
  return (
    <div className="flex flex-col items-end gap-1">
      <div role="group" aria-label={`Export ${what}`} className="flex gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => start.mutate('csv')}>
          Export CSV
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => start.mutate('xlsx')}>
          Export XLSX
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-muted">
        {item ? <ExportProgress item={item} /> : exportId ? 'Export queued…' : null}
        {item && item.status !== 'succeeded' && item.status !== 'failed' ? (
          <>
            {' '}
            <Link href="/exports" className="underline">
              All exports
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
