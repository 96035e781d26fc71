import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { ApprovalsInbox } from '@/components/approvals/approvals-inbox';
import { PageHeader } from '@/components/ui/page-header';
import { GET as requestsRoute } from '@/app/api/approval-requests/route';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { approvalQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Approvals' };

// The approvals inbox: what waits for the signed-in user, oldest first, then every request still waiting.
export default async function ApprovalsPage() {
  await requirePage('/approvals');
  return (
    <>
      <PageHeader
        title="Approvals"
        description="Quotes whose decisions wait for an approver under the company's approval rules. Nothing is ordered until the last step is approved."
      />
      <HydrationBoundary
        state={await prefetch(
          { query: approvalQueries.inbox(), route: requestsRoute },
          { query: approvalQueries.list({ status: 'pending' }), route: requestsRoute },
        )}
      >
        <ApprovalsInbox />
      </HydrationBoundary>
    </>
  );
}
