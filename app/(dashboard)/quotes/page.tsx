import type { Metadata } from 'next';
import { QuoteList } from '@/components/quotes/quote-list';
import { PageHeader } from '@/components/ui/page-header';
import { requirePage } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Quotes' };

export default async function QuotesPage() {
  await requirePage('/quotes');
  return (
    <>
      <PageHeader title="Quotes" description="Hardware quotes priced by Loadout, newest first." />
      <QuoteList />
    </>
  );
}
