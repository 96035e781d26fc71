import Link from 'next/link';
import { StatusBadge } from '@/components/ui/status-badge';
import { ACTION_REQUIRED } from '@/lib/device-actions/shown-status';
import { formatDateTime } from '@/lib/dates';
import type { TOverview } from '@/lib/overview/summary';
import { CountCard } from './count-card';
import { OverviewSection } from './overview-section';

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
    <OverviewSection id="waiting-on-company" title="Waiting on your company">
      <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <CountCard label="Requests for input" count={requests.length} testId="waiting-count" />
        {canDecide ? (
          <CountCard
            label="Quotes to decide"
            count={toDecide}
            href="/quotes?status=quoted"
            testId="waiting-count"
            note={partly ? <span className="block text-xs text-muted">{partly} partly decided</span> : null}
          />
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
    </OverviewSection>
  );
}
