import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { RefreshDetail } from '@/components/refreshes/refresh-detail';
import { GET as refreshRoute } from '@/app/api/refreshes/[id]/route';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { refreshQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Refresh' };

type Props = { params: Promise<{ id: string }> };

export default async function RefreshPage({ params }: Props) {
  const user = await requirePage('/refreshes');
  const { id } = await params;
  return (
    <HydrationBoundary
      state={await prefetch({ query: refreshQueries.detail(id), route: refreshRoute, params: { id } })}
    >
      <RefreshDetail id={id} canWrite={can(user.role, 'write')} />
    </HydrationBoundary>
  );
}
