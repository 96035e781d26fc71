'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { formatDateTime } from '@/lib/format';
import { BffError } from '@/lib/queries/bff-fetch';
import { deviceActionQueries } from '@/lib/queries/resources';
import { buttonClass } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';

type Person = NonNullable<TDeviceAction['current_user']>;

const BACK_LINK = (
  <Link href="/device-actions" className={buttonClass('secondary')}>
    All device actions
  </Link>
);

/** One device action: status, device, people, handling, tracking, status history and comments. */
export function DeviceActionDetail({ id }: { id: string }) {
  const result = useQuery(deviceActionQueries.detail(id));
  if (result.isPending) {
    return (
      <>
        <PageHeader title="Device action" actions={BACK_LINK} />
        <TableSkeleton columns={3} />
      </>
    );
  }
  if (result.isError) {
    if (result.error instanceof BffError && result.error.status === 404) {
      return (
        <>
          <PageHeader title="Device action not found" actions={BACK_LINK} />
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            <p>
              There is no device action <span className="font-mono">{id}</span> in your company. The link may be mistyped, or the action may be sandbox data.
            </p>
            <p className="mt-2">
              <Link href="/device-actions" className="text-brand-700 underline">
                Find it in the device-action list
              </Link>
            </p>
          </div>
        </>
      );
    }
    return (
      <>
        <PageHeader title="Device action" actions={BACK_LINK} />
        <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />
      </>
    );
  }
  return <DeviceActionView action={result.data} />;
}

function DeviceActionView({ action }: { action: TDeviceAction }) {
  return (
    <>
      <PageHeader title={action.action_id} description={`${action.action_type} · ${action.model} · ${action.serial_number}`} actions={BACK_LINK} />
      {action.action_required ? (
        <section aria-labelledby="action-required" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <h2 id="action-required" className="font-semibold">
            Action required
          </h2>
          <p className="mt-1 text-sm whitespace-pre-line">{action.action_required.message}</p>
          <p className="mt-1 text-xs">Requested {formatDateTime(action.action_required.requested_at)}. Reply to Loadout support to continue.</p>
        </section>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Summary">
          <Facts
            facts={[
              ['Status', <StatusBadge key="status" status={action.status} />],
              ['Action type', action.action_type],
              ['Device source', action.external ? 'Outside the inventory (external)' : 'Inventory'],
              ['Created', formatDateTime(action.created_at)],
              ['Last updated', formatDateTime(action.updated_at)],
              ['Reference', <span key="id" className="font-mono text-xs break-all">{action.id}</span>],
            ]}
          />
        </Card>
        <Card title="Device">
          <Facts
            facts={[
              ['Serial number', <span key="serial" className="font-mono">{action.serial_number}</span>],
              ['Model', action.model],
              ['Type', action.type],
              ['Country', action.country],
            ]}
          />
        </Card>
        <Card title="Current user">
          <PersonFacts person={action.current_user} none={action.action_type === 'Assign' ? 'None: the device leaves storage.' : 'Not given.'} />
        </Card>
        <Card title="New recipient">
          <PersonFacts person={action.new_recipient} none={action.action_type === 'Store' ? 'None: the device goes to storage.' : 'Not given.'} />
        </Card>
        <Card title="Handling">
          <Facts
            facts={[
              ['Wipe requested', action.wipe ? 'Yes' : 'No'],
              ['Wipe completed', action.wipe ? (action.wipe_completed ? 'Yes' : 'Not yet') : '—'],
              ['Notes', action.notes ? <span key="notes" className="whitespace-pre-line">{action.notes}</span> : '—'],
              ['Notification e-mails', action.notification_emails.length ? action.notification_emails.join(', ') : '—'],
            ]}
          />
        </Card>
        <Card title="Tracking">
          {action.tracking_code ? (
            <Facts
              facts={[
                ['Tracking code', <span key="code" className="font-mono">{action.tracking_code}</span>],
                [
                  'Tracking link',
                  action.tracking_link ? (
                    <a key="link" href={action.tracking_link} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
                      {action.tracking_link}
                    </a>
                  ) : (
                    '—'
                  ),
                ],
              ]}
            />
          ) : (
            <p className="text-sm text-slate-700">No tracking yet. It appears here once Loadout ships the device.</p>
          )}
        </Card>
        <Card title="Status history">
          <ol className="relative ml-2 border-l border-slate-300">
            {action.status_history.map((entry, index) => (
              <li key={`${entry.status}-${entry.at}-${index}`} className="mb-4 ml-4 last:mb-0">
                <span aria-hidden="true" className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-600" />
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={entry.status} />
                  <time dateTime={entry.at} className="text-sm text-slate-700">
                    {formatDateTime(entry.at)}
                  </time>
                </div>
                {entry.note ? <p className="mt-1 text-sm text-slate-800">{entry.note}</p> : null}
              </li>
            ))}
          </ol>
        </Card>
        <Card title="Comments">
          {action.comments.length ? (
            <ul className="space-y-3">
              {action.comments.map((comment) => (
                <li key={comment.id} className="rounded-md bg-slate-50 p-3">
                  <p className="text-sm font-medium">
                    {comment.author} <span className="font-normal text-slate-600">· {comment.source === 'operator' ? 'Loadout' : comment.source}</span>
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-line">{comment.message}</p>
                  <time dateTime={comment.created_at} className="mt-1 block text-xs text-slate-600">
                    {formatDateTime(comment.created_at)}
                  </time>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">No comments yet.</p>
          )}
        </Card>
      </div>
    </>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PersonFacts({ person, none }: { person: Person | null; none: string }) {
  if (!person) return <p className="text-sm text-slate-700">{none}</p>;
  return (
    <Facts
      facts={[
        ['Name', person.name],
        ['E-mail', person.email ?? '—'],
        ['Phone', person.phone ?? '—'],
        ['Country', person.country ?? '—'],
        ['Address', person.address ? <span key="address" className="whitespace-pre-line">{person.address}</span> : '—'],
      ]}
    />
  );
}
