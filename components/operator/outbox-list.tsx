'use client';

import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { OUTBOX_KINDS, type TOutboxMessage } from '@/lib/contract/operations';
import { formatDateTime } from '@/lib/dates';
import { outboxQueries } from '@/lib/queries/operator-queues';
import { ResourceTable, type Column } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { CompanyName } from './company-link';

const KIND_LABELS: Record<TOutboxMessage['kind'], string> = {
  email: 'E-mails',
  task: 'Tracker tasks',
  order: 'Fulfilment orders',
};
const KIND_NAMES: Record<TOutboxMessage['kind'], string> = {
  email: 'E-mail',
  task: 'Tracker task',
  order: 'Fulfilment order',
};

type Channel = TOutboxMessage['delivery']['channel'];
const ADAPTERS: Record<Channel, { name: string; setting: string }> = {
  email: { name: 'SMTP server', setting: 'SMTP_URL' },
  task_tracker: { name: 'task tracker', setting: 'TASK_TRACKER_URL' },
  fulfilment_partner: { name: 'fulfilment partner', setting: 'FULFILMENT_URL' },
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** The line a person reads first: the e-mail's subject, the task's title, or what the order is for. */
function summaryOf(message: TOutboxMessage): string {
  const payload = message.payload;
  if (message.kind === 'email') return text(payload.subject) ?? 'E-mail';
  if (message.kind === 'task') return text(payload.title) ?? 'Task';
  const option = (payload.option ?? {}) as Record<string, unknown>;
  const product =
    [text(option.brand), text(option.model)].filter(Boolean).join(' ') || text(option.name) || 'an accepted item';
  return `Order ${product}${typeof payload.quantity === 'number' ? ` × ${payload.quantity}` : ''}`;
}

/** Where the message went, goes or would go, in words. */
function describeDelivery(message: TOutboxMessage): string {
  const { channel, to, url, kept_because: keptBecause } = message.delivery;
  const adapter = ADAPTERS[channel];
  const addresses = to.length > 0 ? to.join(', ') : 'nobody (no address)';
  if (message.status === 'stored') {
    const why =
      keptBecause === 'sandbox'
        ? 'sandbox messages are never sent'
        : `no ${adapter.name} configured (${adapter.setting})`;
    return `Kept in Loadout — ${why}${channel === 'email' ? `; it was for ${addresses}` : ''}.`;
  }
  if (message.status === 'sent') {
    if (channel === 'email') return `E-mailed over SMTP to ${addresses}.`;
    return `${channel === 'task_tracker' ? 'Filed with the task tracker' : 'Sent to the fulfilment partner'} at ${url ?? message.destination}.`;
  }
  const retry =
    message.attempts > 0 ? ` (${message.attempts} failed attempt${message.attempts === 1 ? '' : 's'}; retrying)` : '';
  if (channel === 'email') return `Waiting to be e-mailed to ${addresses}${retry}.`;
  return `Waiting to go to the ${adapter.name}${url ? ` at ${url}` : ''}${retry}.`;
}

function About({ message }: { message: TOutboxMessage }) {
  const { about } = message;
  return (
    <div className="min-w-0 space-y-0.5">
      {about ? (
        <Link
          href={about.type === 'quote' ? `/operator/quotes/${about.id}` : `/operator/device-actions/${about.id}`}
          className="font-medium whitespace-nowrap text-accent underline"
        >
          {about.type === 'quote' ? 'Quote' : 'Device action'} {about.reference ?? '(deleted)'}
        </Link>
      ) : (
        <span className="font-mono text-xs">{message.subject}</span>
      )}
      <p className="break-words">{summaryOf(message)}</p>
    </div>
  );
}

const COLUMNS: Column<TOutboxMessage>[] = [
  { header: 'Created', cell: (message) => formatDateTime(message.created_at), className: 'sm:min-w-36' },
  {
    header: 'Company',
    cell: (message) => <CompanyName company={{ name: message.company_name }} livemode={message.livemode} />,
  },
  { header: 'Kind', cell: (message) => KIND_NAMES[message.kind] },
  { header: 'About', cell: (message) => <About message={message} />, className: 'sm:min-w-64' },
  { header: 'Where it goes', cell: (message) => <span className="break-words">{describeDelivery(message)}</span> },
  { header: 'Status', cell: (message) => <StatusBadge status={message.status} /> },
  {
    header: 'Content',
    cell: (message) => (
      <details>
        <summary className="cursor-pointer text-accent">Show</summary>
        <pre className="mt-2 max-w-xl overflow-x-auto rounded bg-subtle p-2 text-xs whitespace-pre-wrap break-words">
          {message.kind === 'email'
            ? (text(message.payload.text) ?? JSON.stringify(message.payload, null, 2))
            : JSON.stringify(message.payload, null, 2)}
        </pre>
        {message.last_error ? <p className="mt-1 text-xs text-danger">Last error: {message.last_error}</p> : null}
      </details>
    ),
  },
];

/** What the service e-mailed, filed with the task tracker and ordered from the fulfilment partner, and where it went. */
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
            className="rounded-full border border-line-strong px-3 py-1 text-sm aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent"
          >
            {option ? KIND_LABELS[option] : 'Everything'}
          </button>
        ))}
      </div>
      <ResourceTable
        query={outboxQueries.list(kind ? { kind } : {})}
        columns={COLUMNS}
        rowKey={(message) => message.id}
        caption="Outbox"
        empty="Nothing was sent yet."
      />
    </div>
  );
}
