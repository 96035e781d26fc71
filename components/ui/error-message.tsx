'use client';

import { BffError } from '@/lib/queries/bff-fetch';

/** Shows the API's own message (and request id hint) with a retry button. */
export function ErrorMessage({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const title = error instanceof BffError && error.status === 401 ? 'Your session has ended' : 'Something went wrong';
  return (
    <div role="alert" className="rounded-lg border border-danger-line bg-danger-soft p-4 text-sm text-danger">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{error.message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
