import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DeviceActionWizard } from '@/components/device-actions/device-action-wizard';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New device action' };

// IT staff only: other roles go back to the list.
export default async function NewDeviceActionPage() {
  const user = await requirePage('/device-actions');
  if (!can(user.role, 'write')) redirect('/device-actions');
  return (
    <>
      <PageHeader title="New device action" description="Store, assign or reassign a device, in or outside your inventory." />
      <DeviceActionWizard />
    </>
  );
}
