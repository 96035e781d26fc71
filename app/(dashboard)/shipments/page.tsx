import type { Metadata } from 'next';
import { ShipmentList } from '@/components/shipments/shipment-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Shipments' };

export default async function ShipmentsPage() {
  await requirePage('/shipments');
  return (
    <>
      <PageHeader title="Shipments" description="Deliveries and their tracking." />
      <ShipmentList />
    </>
  );
}
