import type { Metadata } from 'next';
import { ZAssetFilters } from '@/components/inventory/asset-filters';
import { InventoryView } from '@/components/inventory/inventory-view';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { HydrationBoundary } from '@tanstack/react-query';
import { GET as assetsRoute } from '@/app/api/assets/route';
import { prefetch } from '@/lib/queries/prefetch';
import { assetQueries } from '@/lib/queries/resources';
import { dayOf as isoDay } from '@/lib/dates';

export const metadata: Metadata = { title: 'Inventory' };

export default async function InventoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/inventory');
  const filters = ZAssetFilters.parse(await searchParams);
  return (
    <HydrationBoundary state={await prefetch({ query: assetQueries.list(filters), route: assetsRoute })}>
      <InventoryView
        filters={filters}
        canWrite={can(user.role, 'write')}
        canAudit={can(user.role, 'audit')}
        today={isoDay()}
      />
    </HydrationBoundary>
  );
}
