import type { Metadata } from 'next';
import { CatalogBrowser } from '@/components/catalog/catalog-browser';
import { QuoteDraftLink } from '@/components/quote-builder/quote-draft-link';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Catalog' };

export default async function CatalogPage() {
  const user = await requirePage('/catalog');
  const canWrite = can(user.role, 'write');
  return (
    <>
      <PageHeader
        title="Catalog"
        description={
          canWrite
            ? 'Products and kits you can order; add them to a quote draft.'
            : 'Products and kits your company can order.'
        }
        actions={canWrite ? <QuoteDraftLink /> : null}
      />
      <CatalogBrowser canWrite={canWrite} />
    </>
  );
}
