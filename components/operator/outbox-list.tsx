'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { OUTBOX_KINDS, type TOutboxMessage } from '@/lib/contract/operations';
import { formatDate } from '@/lib/format';
import { outboxQueries } from '@/lib/queries/operator-queues';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

const KIND_LABELS: Record<TOutboxMessage['kind'], string> = { email: 'E-mails', task: 'Tracker tasks', order: 'Fulfilment orders' };

const COLUMNS: Column<TOutboxMessage>[] = [
  { header: 'Created', cell: (message) => formatDate(message.created_at) },
  { header: 'Company', cell: (message) => `${message.company_name}${message.livemode ? '' : ' (sandbox)'}` },
  { header: 'Kind', cell: (message) => KIND_LABELS[message.kind] },
  { header: 'About', cell: (message) => <span className="font-mono text-xs">{message.subject}</span> },
  { header: 'Destination', cell: (message) => message.destination ?? '—' },
  { header: 'Status', cell: (message) => <StatusBadge status={message.status} /> },
  {
    header: 'Content',
    cell: (message) => (
      <details>
        <summary className="cursor-pointer text-brand-700">Show</summary>
        <pre className="mt-2 max-w-xl overflow-x-auto rounded bg-slate-100 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(message.payload, null, 2)}</pre>
        {message.last_error ? <p className="mt-1 text-xs text-red-700">Last error: {message.last_error}</p> : null}
      </details>
    ),
  },
];

/** What the service e-mailed, filed with the task tracker and ordered from the fulfilment partner. */
export function OutboxList() {
  const router = useRouter();
  const search = useSearchParams();
  const kind = OUTBOX_KINDS.find((candidate) => candidate === search.get('kind'));
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Kind" className="flex flex-wrap gap-2">
        {[undefined, ...OUTBOX_KINDS].map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={kind === option}
            onClick={() => router.replace(option ? `/operator/outbox?kind=${option}` : '/operator/outbox')}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900"
          >
            {option ? KIND_LABELS[option] : 'Everything'}
          </button>
        ))}
      </div>
      <ResourceTable query={outboxQueries.list(kind ? { kind } : {})} columns={COLUMNS} rowKey={(message) => message.id} caption="Outbox" empty="Nothing was sent yet." />
    </div>
  );
}
