import Link from 'next/link';
import { StatusBadge } from '@/components/ui/status-badge';
import { ACTION_REQUIRED } from '@/lib/device-actions/shown-status';
import { formatDateTime } from '@/lib/format';
import type { TOverview } from '@/lib/overview/summary';

const KIND_LABELS = { quote: 'Quote', device_action: 'Device action' } as const;

/**
 * What Loadout waits for from the company: answers to its requests for input, and (for roles that decide) decisions on
 * priced quotes.
 */
export function WaitingOnCompany({
  waiting,
  canWrite,
  canDecide,
}: {
  waiting: TOverview['waiting_on_company'];
  canWrite: boolean;
  canDecide: boolean;
}) {
  const { requests, quotes_to_decide: toDecide, partly_decided: partly } = waiting;
  return (
    <section aria-labelledby="waiting-on-company">
      <h2 id="waiting-on-company" className="mb-3 text-lg font-semibold">
        Waiting on your company
      </h2>
      <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <li className="rounded-lg border border-line bg-raised p-4 shadow-sm">
          <span className="block text-sm text-muted">Requests for input</span>{' '}
          <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid="waiting-count">
            {requests.length}
          </span>
        </li>
        {canDecide ? (
          <li>
            <Link
              href="/quotes?status=quoted"
              className="block h-full rounded-lg border border-line bg-raised p-4 shadow-sm hover:border-accent hover:bg-accent-soft"
            >
              <span className="block text-sm text-muted">Quotes to decide</span>{' '}
              <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid="waiting-count">
                {toDecide}
              </span>{' '}
              {partly ? <span className="block text-xs text-muted">{partly} partly decided</span> : null}
            </Link>
          </li>
        ) : null}
      </ul>
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong bg-raised p-6 text-center text-sm text-muted">
          Loadout has asked nothing that waits for an answer.
        </p>
      ) : (
        <>
          <ol
            aria-label="Requests for input from Loadout, longest waiting first"
            className="divide-y divide-subtle rounded-lg border border-line bg-raised shadow-sm"
          >
            {requests.map((request) => (
              <li key={`${request.kind}:${request.id}`} className="space-y-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <StatusBadge status={ACTION_REQUIRED} />
                  <Link href={request.href} className="font-mono text-xs text-accent underline">
                    {request.reference}
                  </Link>
                  <span className="text-muted">{KIND_LABELS[request.kind]}</span>
                </div>
                <p className="line-clamp-3 whitespace-pre-line text-fg">{request.message}</p>
                <p className="text-xs text-muted">
                  Asked {formatDateTime(request.requested_at)}
                  {request.answered ? ' · answered; Loadout clears it once they have what they need' : ''}
                </p>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs text-muted">
            {canWrite
              ? 'Open one to answer it; Loadout sees your answer in their workspace.'
              : 'IT staff answer these on the page of each quote or device action.'}
          </p>
        </>
      )}
    </section>
  );
}
