'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { WaitingForYouTable } from '@/components/approvals/approvals-inbox';
import { approvalQueries } from '@/lib/queries/resources';

/**
 * The manager's first section: the approval requests they may decide now, the Approvals page's own list (its query,
 * so deciding one there updates this too), with how many there are and how many would take a budget below zero.
 */
export function ApprovalsWaiting() {
  const inbox = useInfiniteQuery(approvalQueries.inbox());
  const requests = inbox.data?.pages.flatMap((page) => page.data);
  const more = inbox.hasNextPage ? '+' : '';
  return (
    <section aria-labelledby="approvals-waiting">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="approvals-waiting" className="text-lg font-semibold">
          Waiting for your approval
        </h2>
        <Link href="/approvals" className="text-sm text-accent underline">
          All approvals
        </Link>
      </div>
      {requests ? (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <li>
            <Link
              href="/approvals"
              className={`block h-full rounded-lg border p-4 shadow-sm hover:border-accent hover:bg-accent-soft ${requests.length > 0 ? 'border-warning-line bg-warning-soft' : 'border-line bg-raised'}`}
            >
              <span className={`block text-sm ${requests.length > 0 ? 'text-warning' : 'text-muted'}`}>
                Quotes to approve
              </span>{' '}
              <span className="mt-1 block text-2xl font-semibold tabular-nums" data-testid="approvals-waiting-count">
                {`${requests.length}${more}`}
              </span>
            </Link>
          </li>
          <li className="rounded-lg border border-line bg-raised p-4 shadow-sm">
            <span className="block text-sm text-muted">Would go over budget</span>{' '}
            <span className="mt-1 block text-2xl font-semibold tabular-nums">
              {`${requests.filter((request) => request.over_budget).length}${more}`}
            </span>
          </li>
        </ul>
      ) : null}
      <WaitingForYouTable />
    </section>
  );
}
