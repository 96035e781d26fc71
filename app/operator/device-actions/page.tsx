import type { Metadata } from 'next';
import { DeviceActionQueue } from '@/components/operator/device-action-queue';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Device queue' };

export default async function DeviceQueuePage() {
  await requirePage('/operator/device-actions');
  return (
    <>
      <PageHeader
        title="Device queue"
        description="Store, assign and reassign requests in progress across companies, oldest first."
      />
      <DeviceActionQueue />
    </>
  );
}
