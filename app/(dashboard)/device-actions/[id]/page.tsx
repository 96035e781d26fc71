import type { Metadata } from 'next';
import { DeviceActionDetail } from '@/components/device-actions/device-action-detail';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as deviceActionRoute } from '@/app/api/device-actions/[id]/route';
import { prefetch } from '@/lib/queries/prefetch';
import { deviceActionQueries } from '@/lib/queries/resources';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return { title: `Device action ${id}` };
}

// One device action by its UUID or its `DA-…` reference.
export default async function DeviceActionPage({ params }: Props) {
  const user = await requirePage('/device-actions');
  const { id } = await params;
  return (
    <HydrationBoundary
      state={await prefetch({ query: deviceActionQueries.detail(id), route: deviceActionRoute, params: { id } })}
    >
      <DeviceActionDetail id={id} canWrite={can(user.role, 'write')} canAudit={can(user.role, 'audit')} />
    </HydrationBoundary>
  );
}
