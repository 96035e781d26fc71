'use client';

import { ObjectHistory } from '@/components/audit/object-history';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { countryLabel } from '@/lib/countries';
import { hasAnsweredRequest, shownActionStatus } from '@/lib/device-actions/shown-status';
import { formatDateTime } from '@/lib/dates';
import { BffError } from '@/lib/queries/bff-fetch';
import { deviceActionQueries } from '@/lib/queries/resources';
import { buttonClass } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Facts } from '@/components/ui/facts';
import { StorageLabel } from '@/components/locations/destination-picker';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { CommentList } from '@/components/comments/comment-list';
import { MessageForm } from '@/components/comments/message-form';
import { CancelActionButton } from './cancel-action-button';
import { isWebLink } from '@/lib/web-link';

type Person = NonNullable<TDeviceAction['current_user']>;

const BACK_LINK = (
  <Link href="/device-actions" className={buttonClass('secondary')}>
    All device actions
  </Link>
);

/**
 * One device action: status, device, people, handling, tracking, status history and comments. IT staff (`canWrite`)
 * answer Loadout's requests, write to them and cancel an action that has not shipped; other roles read.
 */
export function DeviceActionDetail({ id, canWrite, canAudit }: { id: string; canWrite: boolean; canAudit: boolean }) {
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
          <div className="rounded-lg border border-dashed border-line-strong bg-raised p-8 text-center text-muted">
            <p>
              There is no device action <span className="font-mono">{id}</span> in your company. The link may be
              mistyped, or the action may be sandbox data.
            </p>
            <p className="mt-2">
              <Link href="/device-actions" className="text-accent underline">
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
  return <DeviceActionView action={result.data} canWrite={canWrite} canAudit={canAudit} />;
}

function DeviceActionView({
  action,
  canWrite,
  canAudit,
}: {
  action: TDeviceAction;
  canWrite: boolean;
  canAudit: boolean;
}) {
  const canCancel = canWrite && action.status === 'In Progress';
  return (
    <>
      <PageHeader
        title={action.action_id}
        description={`${action.action_type} · ${action.model} · ${action.serial_number}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {canCancel ? <CancelActionButton action={action} /> : null}
            {BACK_LINK}
          </div>
        }
      />
      {action.action_required ? <ActionRequired action={action} canWrite={canWrite} /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Summary">
          <Facts
            facts={[
              ['Status', <StatusBadge key="status" status={shownActionStatus(action)} />],
              ['Action type', action.action_type],
              ['Device source', action.external ? 'Outside the inventory (external)' : 'Inventory'],
              ['Created', formatDateTime(action.created_at)],
              ['Last updated', formatDateTime(action.updated_at)],
              [
                'Reference',
                <span key="reference" className="font-mono">
                  {action.action_id}
                </span>,
              ],
              [
                'API id',
                <span key="id" className="font-mono text-xs break-all">
                  {action.id}
                </span>,
              ],
            ]}
          />
        </Card>
        <Card title="Device">
          <Facts
            facts={[
              [
                'Serial number',
                <span key="serial" className="font-mono">
                  {action.serial_number}
                </span>,
              ],
              ['Model', action.model],
              ['Type', action.type],
              ['Country', countryLabel(action.country, action.country_code)],
            ]}
          />
        </Card>
        <Card title="Current user">
          <PersonFacts
            person={action.current_user}
            none={action.action_type === 'Assign' ? 'None: the device leaves storage.' : 'Not given.'}
          />
        </Card>
        <Card title="New recipient">
          <PersonFacts
            person={action.new_recipient}
            none={action.action_type === 'Store' ? 'None: the device goes where the Store sends it.' : 'Not given.'}
          />
        </Card>
        <Card title="Handling">
          <Facts
            facts={[
              ...(action.destination
                ? [['Goes to', <StorageLabel key="destination" storage={action.destination} />] as [string, ReactNode]]
                : []),
              ['Wipe requested', action.wipe ? 'Yes' : 'No'],
              ['Wipe completed', action.wipe ? (action.wipe_completed ? 'Yes' : 'Not yet') : '—'],
              [
                'Notes',
                action.notes ? (
                  <span key="notes" className="whitespace-pre-line">
                    {action.notes}
                  </span>
                ) : (
                  '—'
                ),
              ],
              ['Notification e-mails', action.notification_emails.length ? action.notification_emails.join(', ') : '—'],
            ]}
          />
        </Card>
        <Card title="Tracking">
          {action.tracking_code ? (
            <Facts
              facts={[
                [
                  'Tracking code',
                  <span key="code" className="font-mono">
                    {action.tracking_code}
                  </span>,
                ],
                [
                  'Tracking link',
                  isWebLink(action.tracking_link) ? (
                    <a
                      key="link"
                      href={action.tracking_link}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="break-all text-accent underline"
                    >
                      {action.tracking_link}
                    </a>
                  ) : (
                    '—'
                  ),
                ],
              ]}
            />
          ) : (
            <p className="text-sm text-muted">No tracking yet. It appears here once Loadout ships the device.</p>
          )}
        </Card>
        <Card title="Status history">
          <ol className="relative ml-2 border-l border-line-strong">
            {action.status_history.map((entry, index) => (
              <li key={`${entry.status}-${entry.at}-${index}`} className="mb-4 ml-4 last:mb-0">
                <span
                  aria-hidden="true"
                  className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-raised bg-brand-600"
                />
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={entry.status} />
                  <time dateTime={entry.at} className="text-sm text-muted">
                    {formatDateTime(entry.at)}
                  </time>
                </div>
                {entry.note ? <p className="mt-1 text-sm text-fg">{entry.note}</p> : null}
              </li>
            ))}
          </ol>
        </Card>
        <Card title="Comments">
          <CommentList
            comments={action.comments}
            reader="client"
            answersAfter={action.action_required?.requested_at ?? null}
          />
          {canWrite && !action.action_required ? (
            <div className="mt-4 border-t border-line pt-4">
              <ActionMessageForm action={action} label="Write to Loadout" submitLabel="Send to Loadout" />
            </div>
          ) : null}
        </Card>
      </div>
      {canAudit ? (
        <div className="mt-6">
          <ObjectHistory objectId={action.id} what="device action" />
        </div>
      ) : null}
    </>
  );
}

/** Loadout's open request for input; IT staff answer it right here, other roles see who does. */
function ActionRequired({ action, canWrite }: { action: TDeviceAction; canWrite: boolean }) {
  const request = action.action_required!;
  const isAnswered = hasAnsweredRequest(action);
  return (
    <section
      aria-labelledby="action-required"
      className="mb-6 rounded-lg border border-warning-line bg-warning-soft p-4 text-warning"
    >
      <h2 id="action-required" className="font-semibold">
        Action required
      </h2>
      <p className="mt-1 text-sm whitespace-pre-line text-fg">{request.message}</p>
      <p className="mt-1 text-xs">
        Loadout asked on {formatDateTime(request.requested_at)}.{' '}
        {isAnswered
          ? 'You answered (see Comments); Loadout clears this request once they have what they need.'
          : canWrite
            ? 'Answer below: Loadout sees your answer in their workspace and continues.'
            : 'IT staff answer it on this page.'}
      </p>
      {canWrite ? (
        <div className="mt-3 text-fg">
          <ActionMessageForm
            action={action}
            label={isAnswered ? 'Add to your answer' : 'Your answer'}
            submitLabel="Send answer"
          />
        </div>
      ) : null}
    </section>
  );
}

function ActionMessageForm({
  action,
  label,
  submitLabel,
}: {
  action: TDeviceAction;
  label: string;
  submitLabel: string;
}) {
  return (
    <MessageForm
      to={{ route: 'POST /api/device-actions/[id]/comments', id: action.id }}
      invalidates={[deviceActionQueries.root]}
      success={`Sent to Loadout about ${action.action_id}. Their staff see it in their workspace.`}
      label={label}
      submitLabel={submitLabel}
    />
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-lg border border-line bg-raised p-5 shadow-sm">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PersonFacts({ person, none }: { person: Person | null; none: string }) {
  if (!person) return <p className="text-sm text-muted">{none}</p>;
  return (
    <Facts
      facts={[
        ['Name', person.name],
        ['E-mail', person.email ?? '—'],
        ['Phone', person.phone ?? '—'],
        ['Country', person.country ? countryLabel(person.country, person.country_code) : '—'],
        [
          'Address',
          person.address ? (
            <span key="address" className="whitespace-pre-line">
              {person.address}
            </span>
          ) : (
            '—'
          ),
        ],
      ]}
    />
  );
}
