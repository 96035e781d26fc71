import type { TQuote, TQuoteStatus } from '@/lib/contract/quotes';
import { formatDateTime } from '@/lib/dates';

const HAPPY_PATH: TQuoteStatus[] = ['Pending Review', 'Quoted', 'Approved', 'In Progress', 'Delivered'];
const REJECTED_PATH: TQuoteStatus[] = ['Pending Review', 'Quoted', 'Rejected'];

/** The path with Awaiting Approval after Quoted, for a quote that went through approval (or waits for it). */
function withApproval(path: TQuoteStatus[]): TQuoteStatus[] {
  return path.flatMap((status) => (status === 'Quoted' ? [status, 'Awaiting Approval' as const] : [status]));
}

/** Each status of the quote's path with the time it was entered; later ones "Not yet". */
export function QuoteTimeline({ quote }: { quote: TQuote }) {
  const path = quote.status === 'Rejected' ? REJECTED_PATH : HAPPY_PATH;
  const approved = quote.status === 'Awaiting Approval' || 'Awaiting Approval' in quote.status_timestamps;
  const steps = approved ? withApproval(path) : path;
  // A declined request puts the quote back to Quoted: the steps after it are not reached (again) yet.
  const current = steps.indexOf(quote.status);
  return (
    <section aria-labelledby="status-timeline" className="rounded-xl border border-line bg-raised p-5 shadow-sm">
      <h2 id="status-timeline" className="text-lg font-semibold">
        Status timeline
      </h2>
      <ol className={`mt-3 grid gap-3 ${steps.length > 5 ? 'sm:grid-cols-3 lg:grid-cols-6' : 'sm:grid-cols-5'}`}>
        {steps.map((status, position) => {
          const at = quote.status_timestamps[status];
          const isReached = position <= current;
          const isCurrent = position === current;
          return (
            <li
              key={status}
              aria-current={isCurrent ? 'step' : undefined}
              className={`rounded-md border-t-4 bg-surface p-3 ${isReached ? (isCurrent ? 'border-accent' : 'border-success') : 'border-line-strong'}`}
            >
              <p className={`text-sm font-medium ${isReached ? 'text-fg' : 'text-muted'}`}>{status}</p>
              {/* A quote from before every passed status was recorded may lack the time of one it went through. */}
              <p className="mt-1 text-xs text-muted">
                {at ? formatDateTime(at) : isReached ? 'Passed, time not recorded' : 'Not yet'}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
