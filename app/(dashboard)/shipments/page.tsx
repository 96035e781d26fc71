import type { Metadata } from 'next';
import { ShipmentSearch } from '@/components/shipments/shipment-search';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';
import { ZTextParam } from '@/lib/queries/url-filters';

export const metadata: Metadata = { title: 'Shipments' };

export default async function ShipmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/shipments');
  const query = ZTextParam.parse((await searchParams).q) ?? '';
  return (
    <>
      <PageHeader
        title="Shipments"
        description="Find any delivery, from a quote or a device action, and its tracking."
      />
      <ShipmentSearch query={query} />
    </>
  );
}
