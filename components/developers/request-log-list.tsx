'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { TRequestLog } from '@/lib/contract/request-logs';
import { formatDateTime } from '@/lib/dates';
import { requestLogQueries } from '@/lib/queries/resources';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterForm } from '@/components/ui/filter-form';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { RequestStatus } from './request-status';
import { STATUS_CLASSES, type TRequestLogFilters } from './request-log-filters';

const COLUMNS: Column<TRequestLog>[] = [
  {
    header: 'Request',
    cell: (entry) => (
      <Link
        href={`/developers/requests/${encodeURIComponent(entry.request_id)}`}
        className="font-mono text-xs break-all text-accent underline"
      >
        <span className="font-semibold">{entry.method}</span> {entry.path}
      </Link>
    ),
  },
  { header: 'Status', cell: (entry) => <RequestStatus entry={entry} /> },
  { header: 'Key', cell: (entry) => entry.api_key_name ?? entry.api_key_id },
  { header: 'Latency', cell: (entry) => `${entry.duration_ms} ms`, className: 'tabular-nums whitespace-nowrap' },
  { header: 'Time', cell: (entry) => formatDateTime(entry.created_at), className: 'whitespace-nowrap' },
];

/** The keys that appear in the newest requests, for the key filter (the API lists no keys of the company). */
function useRecentKeys(selected: string | undefined) {
  const recent = useInfiniteQuery(requestLogQueries.list({ limit: '100' }));
  const keys = new Map<string, string>();
  for (const entry of recent.data?.pages.flatMap((page) => page.data) ?? [])
    keys.set(entry.api_key_id, entry.api_key_name ?? entry.api_key_id);
  if (selected && !keys.has(selected)) keys.set(selected, selected);
  return [...keys].sort((a, b) => a[1].localeCompare(b[1]));
}

/** The company's API requests, newest first, with filters by key, status, method and path that live in the URL. */
export function RequestLogList({ filters = {} }: { filters?: TRequestLogFilters }) {
  const keys = useRecentKeys(filters.api_key_id);
  const isFiltered = Object.values(filters).some(Boolean);
  return (
    <>
      <FilterForm label="Filter requests" filters={filters}>
        <SelectField label="Key" name="api_key_id" defaultValue={filters.api_key_id ?? ''}>
          <option value="">Any key</option>
          {keys.map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" name="status" defaultValue={filters.status?.toLowerCase() ?? ''}>
          <option value="">Any status</option>
          <option value="2xx">Succeeded (2xx)</option>
          <option value="4xx">Failed, client errors (4xx)</option>
          <option value="5xx">Failed, server errors (5xx)</option>
          {filters.status && !STATUS_CLASSES.includes(filters.status.toLowerCase() as never) ? (
            <option value={filters.status.toLowerCase()}>{filters.status}</option>
          ) : null}
        </SelectField>
        <SelectField label="Method" name="method" defaultValue={filters.method ?? ''}>
          <option value="">Any method</option>
          {['GET', 'POST', 'PATCH', 'PUT', 'DELETE'].map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Path starts with"
          name="path"
          defaultValue={filters.path ?? ''}
          placeholder="/api/v1/quotes"
        />
      </FilterForm>
      <ResourceTable
        query={requestLogQueries.list({ ...filters, limit: '50' })}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        caption="API requests, newest first"
        empty={
          isFiltered
            ? 'No requests match these filters.'
            : 'No API requests in the last 30 days. Requests made with your API keys (and by this dashboard) appear here.'
        }
      />
    </>
  );
}
