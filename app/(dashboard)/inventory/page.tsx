import type { Metadata } from 'next';
import { AssetList } from '@/components/inventory/asset-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Inventory' };

export default async function InventoryPage() {
  await requirePage('/inventory');
  return (
    <>
      <PageHeader title="Inventory" description="Devices your company holds, in use or in storage." />
      <AssetList />
    </>
  );
}
