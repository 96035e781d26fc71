import type { Metadata } from 'next';
import Link from 'next/link';
import { CatalogImport } from '@/components/operator/catalog/catalog-import';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Import catalog' };

export default async function CatalogImportPage() {
  await requirePage('/operator/catalog');
  return (
    <>
      <Link href="/operator/catalog" className="mb-2 inline-block text-sm text-accent underline">
        ← All products
      </Link>
      <PageHeader
        title="Import catalog"
        description="Create and update products and configurations from a CSV file or a JSON array."
      />
      <CatalogImport />
    </>
  );
}
