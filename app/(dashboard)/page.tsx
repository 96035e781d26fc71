import type { Metadata } from 'next';
import { Overview } from '@/components/overview/overview';
import { PageHeader } from '@/components/ui/page-header';
import type { TRole } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as approvalRequestsRoute } from '@/app/api/approval-requests/route';
import { GET as budgetsRoute } from '@/app/api/budgets/route';
import { GET as overviewRoute } from '@/app/api/overview/route';
import { dayOf as isoDay } from '@/lib/dates';
import { budgetQueries } from '@/lib/queries/budgets';
import { prefetch, type Prefetch } from '@/lib/queries/prefetch';
import { approvalQueries, overviewQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Overview' };

const DESCRIPTIONS: Record<TRole, string> = {
  it_staff: 'What waits on your company, and what is happening with your quotes and devices.',
  manager: 'What waits for your approval, where the budgets stand, and what the company spends.',
  support: 'Shipments on their way, and what Loadout asks of the company.',
  operator: '',
};

export default async function OverviewPage() {
  const user = await requirePage('/');
  const today = isoDay();
  // What the role's overview reads besides its figures, so the server renders it whole.
  const extra: Prefetch[] =
    user.role === 'manager'
      ? [
          { query: approvalQueries.inbox(), route: approvalRequestsRoute },
          { query: budgetQueries.list(today), route: budgetsRoute },
        ]
      : [];
  return (
    <>
      <PageHeader title="Overview" description={`Welcome back, ${user.name}. ${DESCRIPTIONS[user.role]}`} />
      <HydrationBoundary state={await prefetch({ query: overviewQueries.summary(), route: overviewRoute }, ...extra)}>
        <Overview role={user.role} today={today} />
      </HydrationBoundary>
    </>
  );
}
