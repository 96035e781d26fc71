import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { ApprovalRequestView } from '@/components/approvals/approval-request-view';
import { GET as requestRoute } from '@/app/api/approval-requests/[id]/route';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { approvalQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Approval request' };

type Props = { params: Promise<{ id: string }> };

// One approval request, where e-mails to approvers lead (after sign-in, the proxy brings them back here).
export default async function ApprovalRequestPage({ params }: Props) {
  const user = await requirePage('/approvals');
  const { id } = await params;
  return (
    <HydrationBoundary
      state={await prefetch({ query: approvalQueries.detail(id), route: requestRoute, params: { id } })}
    >
      <ApprovalRequestView
        id={id}
        viewer={{ email: user.email, role: user.role }}
        canDecide={can(user.role, 'decide_quote_items')}
      />
    </HydrationBoundary>
  );
}
