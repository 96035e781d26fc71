'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZActionCommentRequest, ZActionTrackingRequest, ZCancelActionRequest, type TDeviceAction } from '@/lib/contract/device-actions';
import { formatDate } from '@/lib/format';
import { operatorActionQueries } from '@/lib/queries/operator-queues';
import { useBffMutation } from '@/lib/queries/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/field';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { ActionRequiredPanel } from './action-required-panel';

const INVALIDATES = [operatorActionQueries.root];

function Person({ label, person }: { label: string; person: TDeviceAction['current_user'] }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm">{person ? `${person.name}${person.email ? ` <${person.email}>` : ''}, ${person.address ?? ''} ${person.country ?? ''}` : 'Storage'}</dd>
    </div>
  );
}

function TrackingForm({ action }: { action: TDeviceAction }) {
  const track = useBffMutation<z.input<typeof ZActionTrackingRequest>>({ method: 'POST', path: `/api/operator/device-actions/${action.id}/tracking`, invalidates: INVALIDATES, success: 'Tracking saved.' });
  const form = useForm({ resolver: zodResolver(ZActionTrackingRequest), defaultValues: { tracking_code: action.tracking_code ?? '', tracking_link: action.tracking_link ?? '' } });
  return (
    <form className="grid gap-2 sm:grid-cols-3 sm:items-end" aria-label="Tracking" noValidate onSubmit={form.handleSubmit((values) => track.mutate(values))}>
      <TextField label="Tracking code" error={form.formState.errors.tracking_code?.message} {...form.register('tracking_code')} />
      <TextField label="Tracking link" type="url" error={form.formState.errors.tracking_link?.message} {...form.register('tracking_link')} />
      <Button type="submit" variant="secondary" disabled={track.isPending}>
        Save tracking
      </Button>
    </form>
  );
}

function CommentForm({ action }: { action: TDeviceAction }) {
  const comment = useBffMutation<z.input<typeof ZActionCommentRequest>>({ method: 'POST', path: `/api/operator/device-actions/${action.id}/comments`, invalidates: INVALIDATES, success: 'Comment added.' });
  const form = useForm({ resolver: zodResolver(ZActionCommentRequest), defaultValues: { message: '' } });
  return (
    <form className="space-y-2" aria-label="Comment" noValidate onSubmit={form.handleSubmit((values) => comment.mutate(values, { onSuccess: () => form.reset() }))}>
      <TextAreaField label="Comment for the customer" error={form.formState.errors.message?.message} {...form.register('message')} />
      <Button type="submit" variant="secondary" disabled={comment.isPending}>
        Add comment
      </Button>
    </form>
  );
}

function CloseActions({ action }: { action: TDeviceAction }) {
  const [confirming, setConfirming] = useState<'complete' | 'cancel' | null>(null);
  const [wipeDone, setWipeDone] = useState(false);
  const complete = useBffMutation<{ wipe_completed?: boolean }>({ method: 'POST', path: `/api/operator/device-actions/${action.id}/complete`, invalidates: INVALIDATES, success: 'Device action completed; the inventory is updated.' });
  const cancel = useBffMutation<z.input<typeof ZCancelActionRequest>>({ method: 'POST', path: `/api/operator/device-actions/${action.id}/cancel`, invalidates: INVALIDATES, success: 'Device action cancelled.' });
  const cancelForm = useForm({ resolver: zodResolver(ZCancelActionRequest), defaultValues: { reason: '' } });
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setConfirming('complete')}>Complete…</Button>
      <Button variant="danger" onClick={() => setConfirming('cancel')}>
        Cancel action…
      </Button>
      <ConfirmDialog
        open={confirming === 'complete'}
        title={`Complete ${action.action_id}?`}
        confirmLabel="Complete"
        isPending={complete.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => complete.mutate(action.wipe ? { wipe_completed: wipeDone } : {}, { onSuccess: () => setConfirming(null) })}
      >
        <p>The device moves to {action.new_recipient ? action.new_recipient.name : 'storage'} in the inventory.</p>
        {action.wipe ? <CheckboxField label="The device was wiped" checked={wipeDone} onChange={(event) => setWipeDone(event.target.checked)} /> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={`Cancel ${action.action_id}?`}
        confirmLabel="Cancel the action"
        confirmVariant="danger"
        isPending={cancel.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void cancelForm.handleSubmit((values) => cancel.mutate(values, { onSuccess: () => setConfirming(null) }))()}
      >
        <TextAreaField label="Reason (the customer sees it)" error={cancelForm.formState.errors.reason?.message} {...cancelForm.register('reason')} />
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
      <PageHeader
        title={`${action.action_type} ${action.action_id}`}
        description={`${action.model} (${action.type}) · serial ${action.serial_number} · ${action.country}${action.external ? ' · not in the inventory' : ''}`}
        actions={<StatusBadge status={action.status} />}
      />
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <Person label="Current user" person={action.current_user} />
        <Person label="New recipient" person={action.new_recipient} />
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">Wipe</dt>
          <dd className="text-sm">{action.wipe ? (action.wipe_completed ? 'Requested, done' : 'Requested') : 'Not requested'}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600 uppercase">Notes</dt>
          <dd className="text-sm">{action.notes ?? '—'}</dd>
        </div>
      </dl>
      {isOpen ? (
        <>
          <ActionRequiredPanel path={`/api/operator/device-actions/${action.id}/action-required`} current={action.action_required} invalidates={INVALIDATES} />
          <section aria-labelledby="tracking" className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="tracking" className="font-semibold">
              Tracking
            </h2>
            <TrackingForm action={action} />
          </section>
        </>
      ) : null}
      <section aria-labelledby="comments" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="comments" className="font-semibold">
          Comments
        </h2>
        {action.comments.length === 0 ? <p className="text-sm text-slate-600">No comments yet.</p> : null}
        <ul className="space-y-2">
          {action.comments.map((comment) => (
            <li key={comment.id} className="text-sm">
              <span className="font-medium">{comment.author}</span> <span className="text-slate-600">({comment.source}, {formatDate(comment.created_at)})</span>
              <p>{comment.message}</p>
            </li>
          ))}
        </ul>
        {isOpen ? <CommentForm action={action} /> : null}
      </section>
      {isOpen ? <CloseActions action={action} /> : null}
      <section aria-labelledby="history" className="rounded-lg border border-slate-200 bg-white p-4">
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
