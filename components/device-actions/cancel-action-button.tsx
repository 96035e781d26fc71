'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TDeviceAction } from '@/lib/contract/device-actions';
import { bffCall } from '@/lib/queries/bff-call';
import { deviceActionQueries } from '@/lib/queries/resources';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextAreaField } from '@/components/ui/field';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';

type Request = { kind: 'cancel'; reason: string } | { kind: 'ask'; message: string };

/**
 * Cancels an action in progress, with an optional reason. Once the device has shipped (it has tracking) only Loadout
 * can stop it, so the dialog says so and sends them a message asking to stop it instead.
 */
export function CancelActionButton({ action }: { action: TDeviceAction }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const hasShipped = action.tracking_code !== null;
  const params = { id: action.id };
  const submit = useBffMutation({
    call: (request: Request) =>
      request.kind === 'cancel'
        ? bffCall<{ data: TDeviceAction }>('POST /api/device-actions/[id]/cancel', {
            params,
            body: request.reason.trim() ? { reason: request.reason.trim() } : {},
          })
        : bffCall<{ data: TDeviceAction }>('POST /api/device-actions/[id]/comments', {
            params,
            body: { message: request.message.trim() },
          }),
    invalidates: [deviceActionQueries.root],
    success: (_result, request) =>
      request.kind === 'cancel'
        ? `${action.action_id} is cancelled.`
        : `Asked Loadout to stop ${action.action_id}; their answer appears under Comments.`,
    onSuccess: () => close(),
    // The dialog shows the failure.
    toastsError: false,
    onError: (error) => {
      setFailure(error.message);
      // It may have shipped meanwhile: reload it, so the dialog offers what is still possible.
      void queryClient.invalidateQueries({ queryKey: deviceActionQueries.root });
    },
  });

  function close() {
    setOpen(false);
    setText('');
    setFailure(null);
  }

  function confirm() {
    if (!hasShipped) return submit.mutate({ kind: 'cancel', reason: text });
    if (!text.trim()) return setFailure('Write what Loadout should do, e.g. why the device should not be delivered.');
    submit.mutate({ kind: 'ask', message: text });
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel action
      </Button>
      <ConfirmDialog
        open={open}
        title={hasShipped ? `Only Loadout can stop ${action.action_id} now` : `Cancel ${action.action_id}?`}
        confirmLabel={hasShipped ? 'Ask Loadout to stop it' : 'Cancel the action'}
        cancelLabel="Keep it"
        confirmVariant={hasShipped ? 'primary' : 'danger'}
        isPending={submit.isPending}
        onConfirm={confirm}
        onCancel={close}
      >
        {hasShipped ? (
          <p>
            The device has shipped (tracking <span className="font-mono">{action.tracking_code}</span>), so the action
            can no longer be cancelled here. Write to Loadout and their staff stop it if they still can.
          </p>
        ) : (
          <p>
            Loadout stops working on it and nothing is collected or delivered. The device stays where it is, and this
            cannot be undone.
          </p>
        )}
        <div className="mt-4 text-fg">
          <TextAreaField
            label={hasShipped ? 'Message to Loadout' : 'Reason (optional)'}
            hint={hasShipped ? undefined : 'Kept in the status history.'}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        {failure ? (
          <p role="alert" className="mt-3 rounded-md border border-danger-line bg-danger-soft p-3 text-sm text-danger">
            {failure}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
