import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductCreateForm } from '@/components/operator/catalog/product-create-form';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Create product' };

export default async function NewProductPage() {
  await requirePage('/operator/catalog');
  return (
    <>
      <Link href="/operator/catalog" className="mb-2 inline-block text-sm text-accent underline">
        ← All products
      </Link>
      <PageHeader
        title="Create product"
        description="A catalog product with at least one configuration; companies see it once it is active."
      />
      <ProductCreateForm />
    </>
  );
}
