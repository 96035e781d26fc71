import type { Metadata } from 'next';
import { ProductList } from '@/components/catalog/product-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Catalog' };

export default async function CatalogPage() {
  await requirePage('/catalog');
  return (
    <>
      <PageHeader title="Catalog" description="Products you can order, with their configurations." />
      <ProductList />
    </>
  );
}
