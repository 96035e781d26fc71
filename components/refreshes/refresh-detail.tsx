'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { DraftQuote } from '@/components/employees/onboarding-section';
import { deviceHref } from '@/components/inventory/asset-list';
import { StorageLabel } from '@/components/locations/destination-picker';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageHeader } from '@/components/ui/page-header';
import { TableSkeleton } from '@/components/ui/resource-table';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TRefresh } from '@/lib/contract/refreshes';
import { formatDate } from '@/lib/dates';
import { bffCall } from '@/lib/queries/bff-call';
import { assetQueries, quoteQueries, refreshQueries } from '@/lib/queries/resources';
import { REFRESH_STATUS_TEXT } from './refresh-labels';

/**
 * One refresh: the device and its holder, the draft quote from their policy (submitted in one click), then the quote
 * it became and the Store that brings the old device back.
 */
export function RefreshDetail({ id, canWrite }: { id: string; canWrite: boolean }) {
  const query = useQuery(refreshQueries.detail(id));
  if (query.isPending) return <TableSkeleton columns={4} rows={4} />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  return <Refresh refresh={query.data} canWrite={canWrite} />;
}

function Refresh({ refresh, canWrite }: { refresh: TRefresh; canWrite: boolean }) {
  const [confirming, setConfirming] = useState<'submit' | 'cancel' | null>(null);
  const close = () => setConfirming(null);
  const submit = useBffMutation({
    call: () =>
      bffCall<{ data: TRefresh }>('POST /api/refreshes/[id]/submit', { params: { id: refresh.id }, body: {} }),
    invalidates: [refreshQueries.root, quoteQueries.root],
    success: 'Refresh ordered: the quote is with Loadout for pricing.',
    onSuccess: close,
    onError: close,
  });
  const cancel = useBffMutation({
    call: () => bffCall<{ data: TRefresh }>('POST /api/refreshes/[id]/cancel', { params: { id: refresh.id } }),
    invalidates: [refreshQueries.root, assetQueries.root],
    success: 'Refresh cancelled.',
    onSuccess: close,
    onError: close,
  });
  const draft = refresh.draft;
  const canSubmit = canWrite && refresh.status === 'draft' && draft !== null && draft.blockers.length === 0;
  const canCancel =
    canWrite &&
    (refresh.status === 'draft' || refresh.status === 'ordered' || (refresh.status === 'returning' && refresh.problem));
  return (
    <>
      <PageHeader
        title={`Refresh of ${refresh.serial_number}`}
        description={`${refresh.model}, used by ${refresh.employee.name}${refresh.refresh_due_on ? `, due for refresh on ${formatDate(refresh.refresh_due_on)}` : ''}.`}
        actions={
          <div className="flex flex-wrap gap-2">
            {canCancel ? (
              <Button variant="secondary" onClick={() => setConfirming('cancel')}>
                Cancel refresh
              </Button>
            ) : null}
            {canSubmit ? <Button onClick={() => setConfirming('submit')}>Submit as a quote</Button> : null}
          </div>
        }
      />
      <section aria-labelledby="refresh-status" className="mb-6 space-y-2 rounded-lg border border-line bg-raised p-5">
        <h2 id="refresh-status" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
          Status <StatusBadge status={refresh.status} />
        </h2>
        <p className="text-sm">{REFRESH_STATUS_TEXT[refresh.status](refresh)}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <li>
            <Link href={deviceHref(refresh.serial_number)} className="text-accent underline">
              The device&apos;s page
            </Link>
          </li>
          <li>
            <Link href={`/employees/${refresh.employee.id}`} className="text-accent underline">
              {refresh.employee.name}
            </Link>
          </li>
          {refresh.quote_id ? (
            <li>
              <Link href={`/quotes/${refresh.quote_id}`} className="text-accent underline">
                Open the quote
              </Link>
            </li>
          ) : null}
          {refresh.store_action_id ? (
            <li>
              <Link href={`/device-actions/${refresh.store_action_id}`} className="text-accent underline">
                Open the Store of the old device
              </Link>
            </li>
          ) : null}
        </ul>
        {refresh.destination ? (
          <p className="text-sm text-muted">
            The old device goes to <StorageLabel storage={refresh.destination} />.
          </p>
        ) : null}
      </section>
      {draft ? <DraftQuote draft={draft} describeChoice={() => 'standard option'} /> : null}
      {confirming === 'submit' && draft ? (
        <ConfirmDialog
          open
          title="Submit the refresh as a quote?"
          confirmLabel="Submit quote"
          isPending={submit.isPending}
          onConfirm={() => submit.mutate()}
          onCancel={close}
        >
          <p>
            Loadout prices {draft.items.length} item{draft.items.length === 1 ? '' : 's'} for {refresh.employee.name},
            delivered to the address in the directory. Once delivered, the old device goes back to storage.
          </p>
          {draft.over_budget ? (
            <p className="mt-2 text-warning">The estimate is over the policy&apos;s budget.</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
      {confirming === 'cancel' ? (
        <ConfirmDialog
          open
          title="Cancel the refresh?"
          confirmLabel="Cancel refresh"
          cancelLabel="Keep it"
          isPending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onCancel={close}
        >
          <p>
            {refresh.quote_id
              ? 'Its quote stays as it is: decline it on the quote if it is no longer wanted.'
              : 'Nothing was ordered yet.'}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
