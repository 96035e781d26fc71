'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { WaitingForYouTable } from '@/components/approvals/approvals-inbox';
import { approvalQueries } from '@/lib/queries/resources';
import { CountCard } from './count-card';
import { OverviewSection } from './overview-section';

/**
 * The manager's first section: the approval requests they may decide now, the Approvals page's own list (its query,
 * so deciding one there updates this too), with how many there are and how many would take a budget below zero.
 */
export function ApprovalsWaiting() {
  const inbox = useInfiniteQuery(approvalQueries.inbox());
  const requests = inbox.data?.pages.flatMap((page) => page.data);
  const more = inbox.hasNextPage ? '+' : '';
  return (
    <OverviewSection
      id="approvals-waiting"
      title="Waiting for your approval"
      link={{ href: '/approvals', label: 'All approvals' }}
    >
      {requests ? (
        <ul className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <CountCard
            label="Quotes to approve"
            count={`${requests.length}${more}`}
            href="/approvals"
            isWarning={requests.length > 0}
            testId="approvals-waiting-count"
          />
          <CountCard
            label="Would go over budget"
            count={`${requests.filter((request) => request.over_budget).length}${more}`}
            testId="approvals-over-budget-count"
          />
        </ul>
      ) : null}
      <WaitingForYouTable />
    </OverviewSection>
  );
}
