import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { LocationBoard } from '@/components/locations/location-board';
import { PageHeader } from '@/components/ui/page-header';
import { GET as inventorySettingsRoute } from '@/app/api/inventory-settings/route';
import { GET as locationsRoute } from '@/app/api/locations/route';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';
import { prefetch } from '@/lib/queries/prefetch';
import { locationQueries } from '@/lib/queries/resources';

export const metadata: Metadata = { title: 'Locations' };

export default async function LocationsPage() {
  const user = await requirePage('/locations');
  return (
    <>
      <PageHeader
        title="Locations"
        description="Your warehouses and offices: where a Store can send a returned device, and where it is kept."
      />
      <HydrationBoundary
        state={await prefetch(
          { query: locationQueries.all(), route: locationsRoute },
          { query: locationQueries.settings(), route: inventorySettingsRoute },
        )}
      >
        <LocationBoard canWrite={can(user.role, 'write')} />
      </HydrationBoundary>
    </>
  );
}
