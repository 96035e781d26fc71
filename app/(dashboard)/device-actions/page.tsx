import type { Metadata } from 'next';
import Link from 'next/link';
import { ZDeviceActionFilters } from '@/components/device-actions/device-action-filters';
import { DeviceActionsView } from '@/components/device-actions/device-actions-view';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Device actions' };

export default async function DeviceActionsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/device-actions');
  const filters = ZDeviceActionFilters.parse(await searchParams);
  return (
    <>
      <PageHeader
        title="Device actions"
        description="Store, assign and reassign devices."
        actions={
          can(user.role, 'write') ? (
            <Link href="/device-actions/new" className={buttonClass('primary')}>
              New device action
            </Link>
          ) : null
        }
      />
      <DeviceActionsView filters={filters} />
    </>
  );
}
