import type { Metadata } from 'next';
import { DeviceActionWorkspace } from '@/components/operator/device-action-workspace';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as operatorActionRoute } from '@/app/api/operator/device-actions/[id]/route';
import { prefetch } from '@/lib/queries/prefetch';
import { operatorActionQueries } from '@/lib/queries/operator-queues';

export const metadata: Metadata = { title: 'Device action' };

export default async function OperatorDeviceActionPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/operator/device-actions');
  const { id } = await params;
  return (
    <HydrationBoundary
      state={await prefetch({ query: operatorActionQueries.detail(id), route: operatorActionRoute, params: { id } })}
    >
      <DeviceActionWorkspace id={id} />
    </HydrationBoundary>
  );
}
