import type { Metadata } from 'next';
import { DeviceActionWizard } from '@/components/device-actions/device-action-wizard';
import { ZWizardParams } from '@/components/device-actions/wizard-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New device action' };

// IT staff only: other roles are told why (app/forbidden.tsx). `?serial_number=…&action_type=…` preset the wizard.
export default async function NewDeviceActionPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/device-actions/new');
  return (
    <>
      <PageHeader
        title="New device action"
        description="Store, assign or reassign a device, in or outside your inventory."
      />
      <DeviceActionWizard initial={ZWizardParams.parse(await searchParams)} />
    </>
  );
}
