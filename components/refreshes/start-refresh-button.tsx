'use client';

import { useRouter } from 'next/navigation';
import { useBffMutation } from '@/components/mutations/use-bff-mutation';
import type { TAsset } from '@/lib/contract/assets';
import type { TRefresh } from '@/lib/contract/refreshes';
import { bffCall } from '@/lib/queries/bff-call';
import { BffError } from '@/lib/queries/bff-fetch';
import { refreshQueries } from '@/lib/queries/resources';

/** Turns a device due for refresh into a refresh: its draft opens; one already under way opens instead. */
export function StartRefreshButton({ asset }: { asset: TAsset }) {
  const router = useRouter();
  const start = useBffMutation({
    call: () => bffCall<{ data: TRefresh }>('POST /api/refreshes', { body: { asset_id: asset.id } }),
    invalidates: [refreshQueries.root],
    success: `Refresh of ${asset.serial_number} started: review the draft quote.`,
    onSuccess: ({ data }) => router.push(`/refreshes/${data.id}`),
    toastsError: false,
    onError: (error) => {
      const existing = error instanceof BffError ? (error.details as { refresh_id?: string } | null)?.refresh_id : null;
      if (existing) router.push(`/refreshes/${existing}`);
    },
  });
  return (
    <>
      <button
        type="button"
        className="text-xs whitespace-nowrap text-accent underline disabled:opacity-60"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {start.isPending ? 'Starting…' : 'Start refresh'}
        <span className="sr-only"> of {asset.serial_number}</span>
      </button>
      {start.error &&
      !(start.error instanceof BffError && (start.error.details as { refresh_id?: string } | null)?.refresh_id) ? (
        <span role="alert" className="block text-xs text-danger">
          {start.error.message}
        </span>
      ) : null}
    </>
  );
}
