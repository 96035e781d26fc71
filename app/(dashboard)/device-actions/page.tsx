import type { Metadata } from 'next';
import Link from 'next/link';
import { ZDeviceActionFilters } from '@/components/device-actions/device-action-filters';
import { DeviceActionsView } from '@/components/device-actions/device-actions-view';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { ExportButton } from '@/components/exports/export-button';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as deviceActionsRoute } from '@/app/api/device-actions/route';
import { toDeviceActionQuery } from '@/components/device-actions/device-action-filters';
import { prefetch } from '@/lib/queries/prefetch';
import { deviceActionQueries } from '@/lib/queries/resources';

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
          <div className="flex flex-wrap items-start gap-2">
            <ExportButton kind="device_actions" filters={toDeviceActionQuery(filters)} what="the device actions" />
            {can(user.role, 'write') ? (
              <Link href="/device-actions/new" className={buttonClass('primary')}>
                New device action
              </Link>
            ) : null}
          </div>
        }
      />
      <HydrationBoundary
        state={await prefetch({
          query: deviceActionQueries.list(toDeviceActionQuery(filters)),
          route: deviceActionsRoute,
        })}
      >
        <DeviceActionsView filters={filters} />
      </HydrationBoundary>
    </>
  );
}
