import type { TRequestLog } from '@/lib/contract/request-logs';
import { StatusBadge } from '@/components/ui/status-badge';

/** An HTTP status as a badge (green below 400, red from it), with the error code of a failure. */
export function RequestStatus({ entry }: { entry: Pick<TRequestLog, 'status' | 'error_code'> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <StatusBadge status={entry.status < 400 ? 'succeeded' : 'failed'} label={String(entry.status)} />
      {entry.error_code ? <span className="font-mono text-xs text-danger">{entry.error_code}</span> : null}
    </span>
  );
}
