'use client';

import { useQuery } from '@tanstack/react-query';
import { ErrorMessage } from '@/components/ui/error-message';
import { Facts } from '@/components/ui/facts';
import { TableSkeleton } from '@/components/ui/resource-table';
import type { TRequestLog } from '@/lib/contract/request-logs';
import { formatDateTime } from '@/lib/dates';
import { requestLogQueries } from '@/lib/queries/resources';
import { RequestStatus } from './request-status';

/** A body as kept: JSON indented for reading, anything else (a cut body, CSV) as it is. */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Body({ title, body, hidden }: { title: string; body: string | null; hidden: string | null }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {hidden !== null ? (
        <p className="text-sm text-muted">Hidden from this key: {hidden}.</p>
      ) : body === null ? (
        <p className="text-sm text-muted">No body.</p>
      ) : (
        <pre
          tabIndex={0}
          className="max-h-[32rem] overflow-auto rounded-lg border border-line bg-subtle p-3 font-mono text-xs whitespace-pre-wrap break-all text-fg"
        >
          {prettyBody(body)}
        </pre>
      )}
    </section>
  );
}

function facts(entry: TRequestLog): [string, React.ReactNode][] {
  return [
    ['Status', <RequestStatus key="status" entry={entry} />],
    ['Request', <span key="request" className="font-mono text-xs break-all">{`${entry.method} ${entry.path}`}</span>],
    ['Route', entry.route ? <span className="font-mono text-xs">{entry.route}</span> : 'No route matched'],
    ['Latency', `${entry.duration_ms} ms`],
    ['Key', entry.api_key_name ?? entry.api_key_id],
    [
      'X-Request-Id',
      <span key="id" className="font-mono text-xs break-all">
        {entry.request_id}
      </span>,
    ],
    [
      'Idempotency-Key',
      entry.idempotency_key ? <span className="font-mono text-xs break-all">{entry.idempotency_key}</span> : '—',
    ],
    ['Mode', entry.livemode ? 'Live' : 'Test (sandbox)'],
    ['Time', formatDateTime(entry.created_at)],
  ];
}

/** One API request: what was sent and answered (secrets and personal fields redacted), and how it went. */
export function RequestLogDetail({ id }: { id: string }) {
  const query = useQuery(requestLogQueries.detail(id));
  if (query.isPending) return <TableSkeleton columns={2} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const entry = query.data;
  return (
    <div className="grid gap-6">
      {entry.error_code ? (
        <p role="note" className="rounded-lg border border-danger-line bg-danger-soft p-3 text-sm text-danger">
          This request failed with <span className="font-mono font-semibold">{entry.error_code}</span> (HTTP{' '}
          {entry.status}).
        </p>
      ) : null}
      <div className="rounded-lg border border-line bg-raised p-4">
        <Facts facts={facts(entry)} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Body title="Request body" body={entry.request_body} hidden={entry.bodies_hidden} />
        <Body title="Response body" body={entry.response_body} hidden={entry.bodies_hidden} />
      </div>
    </div>
  );
}
