import type { Metadata } from 'next';
import Link from 'next/link';
import { ZOperatorCatalogFilters } from '@/components/operator/catalog/catalog-filters';
import { OperatorProductList } from '@/components/operator/catalog/operator-product-list';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Catalog management' };

export default async function OperatorCatalogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requirePage('/operator/catalog');
  return (
    <>
      <PageHeader
        title="Catalog"
        description="Every product, inactive ones included, sorted by name. Companies see only active products and configurations."
        actions={
          <div className="flex flex-wrap gap-2">
            <Link href="/operator/catalog/import" className={buttonClass('secondary')}>
              Import CSV
            </Link>
            <Link href="/operator/catalog/new" className={buttonClass('primary')}>
              Create product
            </Link>
          </div>
        }
      />
      <OperatorProductList filters={ZOperatorCatalogFilters.parse(await searchParams)} />
    </>
  );
}
