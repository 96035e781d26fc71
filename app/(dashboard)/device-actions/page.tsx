import type { Metadata } from 'next';
import { DeviceActionList } from '@/components/device-actions/device-action-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Device actions' };

export default async function DeviceActionsPage() {
  await requirePage('/device-actions');
  return (
    <>
      <PageHeader title="Device actions" description="Store, assign and reassign devices." />
      <DeviceActionList />
    </>
  );
}
