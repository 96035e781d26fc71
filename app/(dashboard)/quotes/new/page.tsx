import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { QuoteBuilder } from '@/components/quote-builder/quote-builder';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New quote' };

// Only roles that may create quotes (IT staff) build one; the others go back to the quotes list.
export default async function NewQuotePage() {
  const user = await requirePage('/quotes');
  if (!can(user.role, 'write')) redirect('/quotes');
  return (
    <>
      <PageHeader title="New quote" description="Catalog products, kits and anything else, each with its quantity and recipients." />
      <QuoteBuilder requester={{ email: user.email, name: user.name }} />
    </>
  );
}
