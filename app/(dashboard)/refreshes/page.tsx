import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { RefreshList } from '@/components/refreshes/refresh-list';
import { PageHeader } from '@/components/ui/page-header';
import { GET as refreshesRoute } from '@/app/api/refreshes/route';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { refreshQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Refreshes' };

export default async function RefreshesPage() {
  await requirePage('/refreshes');
  return (
    <>
      <PageHeader
        title="Refreshes"
        description="Devices due for refresh being replaced: a quote from the holder's equipment policy, then the old device back to storage."
      />
      <HydrationBoundary state={await prefetch({ query: refreshQueries.list(), route: refreshesRoute })}>
        <RefreshList />
      </HydrationBoundary>
    </>
  );
}
