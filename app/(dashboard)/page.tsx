import type { Metadata } from 'next';
import { Overview } from '@/components/overview/overview';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as overviewRoute } from '@/app/api/overview/route';
import { prefetch } from '@/lib/queries/prefetch';
import { overviewQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Overview' };

export default async function OverviewPage() {
  const user = await requirePage('/');
  return (
    <>
      <PageHeader
        title="Overview"
        description={`Welcome back, ${user.name}. What is happening with your quotes and devices.`}
      />
      <HydrationBoundary state={await prefetch({ query: overviewQueries.summary(), route: overviewRoute })}>
        <Overview canWrite={can(user.role, 'write')} />
      </HydrationBoundary>
    </>
  );
}
