'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { TConditionGrade } from '@/lib/contract/assets';
import {
  ZActionTrackingRequest,
  ZCancelActionRequest,
  type TOperatorDeviceAction,
  type TReceiveReturnRequest,
} from '@/lib/contract/device-actions';
import { destinationLabel } from '@/components/locations/destination';
import { countryLabel } from '@/lib/countries';
import { formatDate } from '@/lib/dates';
import { operatorActionQueries } from '@/lib/queries/operator-queues';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { bffCall } from '@/lib/queries/bff-call';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { ErrorMessage } from '@/components/ui/error-message';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActionRequiredPanel } from './action-required-panel';
import { CommentThread } from './comment-thread';
import { CompanyLink } from './company-link';

const INVALIDATES = [operatorActionQueries.root];

function Person({ label, person }: { label: string; person: TOperatorDeviceAction['current_user'] }) {
  const where = person
    ? [person.address, person.country ? countryLabel(person.country, person.country_code) : null]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <div>
      <dt className="text-xs font-medium text-muted uppercase">{label}</dt>
      <dd className="text-sm break-words">
        {person ? `${person.name}${person.email ? ` <${person.email}>` : ''}${where ? `, ${where}` : ''}` : 'Storage'}
      </dd>
    </div>
  );
}

function TrackingForm({ action }: { action: TOperatorDeviceAction }) {
  const track = useBffMutation({
    call: (body: z.input<typeof ZActionTrackingRequest>) =>
      bffCall('POST /api/operator/device-actions/[id]/tracking', { params: { id: action.id }, body }),
    invalidates: INVALIDATES,
    success: 'Tracking saved.',
  });
  const form = useForm({
    resolver: zodResolver(ZActionTrackingRequest),
    defaultValues: { tracking_code: action.tracking_code ?? '', tracking_link: action.tracking_link ?? '' },
  });
  return (
    <form
      className="grid gap-2 sm:grid-cols-3 sm:items-end"
      aria-label="Tracking"
      noValidate
      onSubmit={form.handleSubmit((values) => track.mutate(values))}
    >
      <TextField
        label="Tracking code"
        error={form.formState.errors.tracking_code?.message}
        {...form.register('tracking_code')}
      />
      <TextField
        label="Tracking link"
        type="url"
        error={form.formState.errors.tracking_link?.message}
        {...form.register('tracking_link')}
      />
      <Button type="submit" variant="secondary" disabled={track.isPending}>
        Save tracking
      </Button>
    </form>
  );
}

/** Where a Store's device goes, as the operator ships it: a location with its address and contact. */
function destinationText(action: TOperatorDeviceAction): string {
  const location = action.destination_location;
  if (location)
    return [
      `${location.name} (${location.type})`,
      `${location.address}, ${countryLabel(location.country, location.country_code)}`,
      location.contact_name || location.contact_email
        ? `Contact: ${[location.contact_name, location.contact_email].filter(Boolean).join(' ')}`
        : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return action.destination ? destinationLabel(action.destination, undefined) : '—';
}

const GRADES: { grade: TConditionGrade; label: string }[] = [
  { grade: 'A', label: 'A: like new' },
  { grade: 'B', label: 'B: light wear' },
  { grade: 'C', label: 'C: worn but working' },
  { grade: 'D', label: 'D: broken' },
];

/** The device of a Store arrived: its grade and a note go on the asset, and the action completes. */
function ReceiveDialog({
  action,
  open,
  onClose,
}: {
  action: TOperatorDeviceAction;
  open: boolean;
  onClose: () => void;
}) {
  const [grade, setGrade] = useState<TConditionGrade | null>(null);
  const [note, setNote] = useState('');
  const [wipeDone, setWipeDone] = useState(false);
  const receive = useBffMutation({
    call: (body: TReceiveReturnRequest) =>
      bffCall('POST /api/operator/device-actions/[id]/receive', { params: { id: action.id }, body }),
    invalidates: INVALIDATES,
    success: `Received and graded; ${action.serial_number} is in the inventory where the Store sends it.`,
    onSuccess: onClose,
  });
  return (
    <ConfirmDialog
      open={open}
      title={`Receive ${action.serial_number}`}
      confirmLabel="Receive"
      isPending={receive.isPending}
      onCancel={onClose}
      onConfirm={() =>
        grade &&
        receive.mutate({
          condition_grade: grade,
          condition_note: note.trim() || undefined,
          ...(action.wipe ? { wipe_completed: wipeDone } : {}),
        })
      }
    >
      <p>Destination: {destinationText(action)}</p>
      <fieldset className="mt-3 space-y-1">
        <legend className="text-sm font-medium">Condition</legend>
        {GRADES.map((entry) => (
          <label key={entry.grade} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`grade-${action.id}`}
              checked={grade === entry.grade}
              onChange={() => setGrade(entry.grade)}
            />
            {entry.label}
          </label>
        ))}
      </fieldset>
      {grade === null && receive.isIdle ? (
        <p className="mt-1 text-xs text-muted">Choose a grade to receive the device.</p>
      ) : null}
      <div className="mt-3">
        <TextAreaField
          label="Condition note (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <WipeDoneField action={action} checked={wipeDone} onChange={setWipeDone} />
    </ConfirmDialog>
  );
}

/** For an action that asked for a wipe: whether Loadout's staff wiped the device (`wipe_completed`). */
function WipeDoneField({
  action,
  checked,
  onChange,
}: {
  action: TOperatorDeviceAction;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  if (!action.wipe) return null;
  return (
    <CheckboxField
      label="The device was wiped"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function CloseActions({ action }: { action: TOperatorDeviceAction }) {
  const [confirming, setConfirming] = useState<'complete' | 'receive' | 'cancel' | null>(null);
  const [wipeDone, setWipeDone] = useState(false);
  const complete = useBffMutation({
    call: (body: { wipe_completed?: boolean }) =>
      bffCall('POST /api/operator/device-actions/[id]/complete', { params: { id: action.id }, body }),
    invalidates: INVALIDATES,
    success: 'Device action completed; the inventory is updated.',
  });
  const cancel = useBffMutation({
    call: (body: z.input<typeof ZCancelActionRequest>) =>
      bffCall('POST /api/operator/device-actions/[id]/cancel', { params: { id: action.id }, body }),
    invalidates: INVALIDATES,
    success: 'Device action cancelled.',
  });
  const cancelForm = useForm({ resolver: zodResolver(ZCancelActionRequest), defaultValues: { reason: '' } });
  return (
    <div className="flex flex-wrap gap-2">
      {action.action_type === 'Store' ? (
        <Button onClick={() => setConfirming('receive')}>Receive…</Button>
      ) : (
        <Button onClick={() => setConfirming('complete')}>Complete…</Button>
      )}
      <ReceiveDialog action={action} open={confirming === 'receive'} onClose={() => setConfirming(null)} />
      <Button variant="danger" onClick={() => setConfirming('cancel')}>
        Cancel action…
      </Button>
      <ConfirmDialog
        open={confirming === 'complete'}
        title={`Complete ${action.action_id}?`}
        confirmLabel="Complete"
        isPending={complete.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          complete.mutate(action.wipe ? { wipe_completed: wipeDone } : {}, { onSuccess: () => setConfirming(null) })
        }
      >
        <p>The device moves to {action.new_recipient ? action.new_recipient.name : 'storage'} in the inventory.</p>
        <WipeDoneField action={action} checked={wipeDone} onChange={setWipeDone} />
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={`Cancel ${action.action_id}?`}
        confirmLabel="Cancel the action"
        confirmVariant="danger"
        isPending={cancel.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          void cancelForm.handleSubmit((values) => cancel.mutate(values, { onSuccess: () => setConfirming(null) }))()
        }
      >
        <TextAreaField
          label="Reason (the customer sees it)"
          error={cancelForm.formState.errors.reason?.message}
          {...cancelForm.register('reason')}
        />
      </ConfirmDialog>
    </div>
  );
}

/** One device action from the operator's side: tracking, comments, requests for input, completion or cancellation. */
export function DeviceActionWorkspace({ id }: { id: string }) {
  const query = useQuery(operatorActionQueries.detail(id));
  if (query.isPending) return <TableSkeleton columns={3} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const action = query.data;
  const isOpen = action.status === 'In Progress';
  return (
    <div className="space-y-6">
      <div className="mb-6 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">
            {action.action_type} {action.action_id}
          </h1>
          <StatusBadge status={action.status} />
        </div>
        <p className="text-sm break-words text-muted">
          <CompanyLink company={action.company} livemode={action.livemode} /> · {action.model} ({action.type}) · serial{' '}
          {action.serial_number} · {countryLabel(action.country, action.country_code)}
          {action.external ? ' · not in the inventory' : ''} · created {formatDate(action.created_at)}
        </p>
      </div>
      <dl className="grid gap-4 rounded-lg border border-line bg-raised p-4 sm:grid-cols-2">
        <Person label="Current user" person={action.current_user} />
        {action.destination ? (
          <div>
            <dt className="text-xs font-medium text-muted uppercase">Destination</dt>
            <dd className="text-sm break-words">{destinationText(action)}</dd>
          </div>
        ) : (
          <Person label="New recipient" person={action.new_recipient} />
        )}
        <div>
          <dt className="text-xs font-medium text-muted uppercase">Wipe</dt>
          <dd className="text-sm">
            {action.wipe ? (action.wipe_completed ? 'Requested, done' : 'Requested') : 'Not requested'}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted uppercase">Notes</dt>
          <dd className="text-sm">{action.notes ?? '—'}</dd>
        </div>
      </dl>
      {isOpen ? (
        <>
          <ActionRequiredPanel
            on={{ kind: 'device-actions', id: action.id }}
            current={action.action_required}
            invalidates={INVALIDATES}
          />
          <section aria-labelledby="tracking" className="space-y-2 rounded-lg border border-line bg-raised p-4">
            <h2 id="tracking" className="font-semibold">
              Tracking
            </h2>
            <TrackingForm action={action} />
          </section>
        </>
      ) : null}
      <CommentThread
        comments={action.comments}
        to={isOpen ? { route: 'POST /api/operator/device-actions/[id]/comments', id: action.id } : null}
        audience={
          action.notification_emails.length > 0
            ? `Shown in ${action.company.name}'s dashboard and e-mailed to ${action.notification_emails.join(', ')}.`
            : `Shown in ${action.company.name}'s dashboard; this action has no notification addresses to e-mail.`
        }
        requestedAt={action.action_required?.requested_at ?? null}
        invalidates={INVALIDATES}
      />
      {isOpen ? <CloseActions action={action} /> : null}
      <section aria-labelledby="history" className="rounded-lg border border-line bg-raised p-4">
        <h2 id="history" className="font-semibold">
          History
        </h2>
        <ol className="mt-2 space-y-1 text-sm">
          {action.status_history.map((entry, index) => (
            <li key={index}>
              {formatDate(entry.at)} — {entry.status}
              {entry.note ? `: ${entry.note}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
