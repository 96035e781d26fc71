import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductEditor } from '@/components/operator/catalog/product-editor';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Product' };

export default async function OperatorProductPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePage('/operator/catalog');
  const { id } = await params;
  return (
    <>
      <Link href="/operator/catalog" className="mb-2 inline-block text-sm text-accent underline">
        ← All products
      </Link>
      <ProductEditor id={id} />
    </>
  );
}
