import type { Metadata } from 'next';
import { ZAssetFilters } from '@/components/inventory/asset-filters';
import { InventoryView } from '@/components/inventory/inventory-view';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Inventory' };

export default async function InventoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePage('/inventory');
  return <InventoryView filters={ZAssetFilters.parse(await searchParams)} canWrite={can(user.role, 'write')} />;
}
