import type { Metadata } from 'next';
import { QuoteBuilder } from '@/components/quote-builder/quote-builder';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'New quote' };

// Only roles that may create quotes (IT staff) build one; the others are told why (app/forbidden.tsx).
export default async function NewQuotePage() {
  const user = await requirePage('/quotes/new');
  return (
    <>
      <PageHeader
        title="New quote"
        description="Catalog products, kits and anything else, each with its quantity and recipients."
      />
      <QuoteBuilder requester={{ email: user.email, name: user.name }} />
    </>
  );
}
